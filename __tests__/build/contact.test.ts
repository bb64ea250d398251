/**
 * After the build: the contact form is in the prebuilt HTML, where Netlify finds it at deploy time, and it
 * works without JavaScript (the browser's own checks, a POST to /thankyou); /thankyou stays out of search.
 */
import { builtPage } from "../helpers/built-site";
import { readMarkdown } from "../helpers/content";

const machines = readMarkdown().filter((e) => e.collection === "machines");

describe.each([
  ["/contatti", ""],
  ["/it/contatti", "/it"],
])("the form of %s", (pagePath, prefix) => {
  const form = () => builtPage(pagePath).querySelector('form[name="contatti"]')!;

  it("is registered for Netlify Forms: data-netlify, the hidden form-name and a hidden honeypot", () => {
    expect(form()).not.toBeNull();
    expect(form().getAttribute("data-netlify")).toBe("true");
    expect(form().getAttribute("netlify-honeypot")).toBe("bot-field");
    expect(form().querySelector('input[type="hidden"][name="form-name"]')?.getAttribute("value")).toBe("contatti");
    expect(form().querySelector('input[name="bot-field"]')?.closest("[hidden]")).not.toBeNull();
  });

  it("posts to the thank-you page and lets the browser check it without JavaScript", () => {
    expect(form().getAttribute("method")).toBe("POST");
    expect(form().getAttribute("action")).toBe(`${prefix}/thankyou`);
    expect(form().hasAttribute("novalidate")).toBe(false);
    for (const name of ["nome", "email", "telefono", "privacy"]) {
      expect([name, form().querySelector(`[name="${name}"]`)?.hasAttribute("required")]).toEqual([name, true]);
    }
    // The message is required for a request for information only, which the static form cannot tell: its label
    // says so, and a demonstration or a quote goes without one.
    expect(form().querySelector('[name="messaggio"]')?.hasAttribute("required")).toBe(false);
    expect(form().querySelector('label[for="contatto-messaggio"]')?.textContent).toBe(
      "Messaggio (obbligatorio se chiedete informazioni)",
    );
    expect(form().querySelector('[name="messaggio"]')?.getAttribute("maxlength")).toBe("2000");
    expect(form().querySelector('[name="email"]')?.getAttribute("type")).toBe("email");
  });

  it("offers every machine of the content, and links the privacy notice", () => {
    const options = Array.from(form().querySelectorAll('select[name="macchinario"] option')).map((o) =>
      o.getAttribute("value"),
    );
    expect(options.slice(1).sort()).toEqual(machines.map((m) => String(m.data.slug)).sort());
    expect(form().querySelector(`a[href="${prefix}/informativa-privacy"]`)).not.toBeNull();
  });
});

it("keeps /thankyou out of search engines", () => {
  for (const p of ["/thankyou", "/it/thankyou"]) {
    expect(builtPage(p).querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
  }
});
