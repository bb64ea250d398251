import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import React from "react";
import { ContactForm } from "../../src/components/contact/ContactForm";
import { LocaleProvider } from "../../src/components/locale";
import { EMPTY_VALUES, type ContactValues } from "../../src/lib/contact-fields";
import { encodeSubmission, validateContact } from "../../src/lib/contact-checks";
import { contextFromSearch, machineFromSearch } from "../../src/lib/contact-form";
import { mockSiteData } from "../helpers/site-data";

const MACHINES = ["macchinario-laser-diodo-roma", "macchinario-pressoterapia-roma"];
const valid: ContactValues = {
  richiesta: "informazioni",
  luogo: "",
  giorni: "",
  nome: "Giulia Rossi",
  centro: "Centro Estetico Aurora",
  email: "giulia@aurora.it",
  telefono: "+39 06 1234 5678",
  citta: "Roma",
  macchinario: "macchinario-laser-diodo-roma",
  messaggio: "Vorrei un preventivo per il laser a diodo.",
  privacy: true,
};

// The form keeps a draft of what was typed for the visit (sessionStorage): each test starts a visit of its own.
beforeEach(() => window.sessionStorage.clear());

describe("the enquiry's context", () => {
  it("asks where a demonstration is to be given, and nothing of the kind for other requests", () => {
    expect(validateContact({ ...valid, richiesta: "dimostrazione" }, MACHINES)).toEqual({
      luogo: "Scegliete dove volete la dimostrazione: nel nostro showroom di Roma o nel vostro centro.",
    });
    expect(validateContact({ ...valid, richiesta: "dimostrazione", luogo: "centro" }, MACHINES)).toEqual({});
    expect(validateContact({ ...valid, richiesta: "preventivo", luogo: "altrove", giorni: "<b>" }, MACHINES)).toEqual(
      {},
    );
    expect(validateContact({ ...valid, richiesta: "sconto" }, MACHINES)).toEqual({
      richiesta: "Scegliete che cosa vi serve: informazioni, un preventivo o una dimostrazione.",
    });
  });

  it("reads the origin, the page's formula and city, the figures and the campaign from the query string", () => {
    const search =
      "?origine=%2Fformule%2Fnoleggio&formula=noleggio&citta_pagina=Milano&calcolo=Margine+1993+%E2%82%AC" +
      "&utm_source=google&utm_medium=cpc&gclid=abc123";
    expect(contextFromSearch(search, "?utm_source=newsletter&utm_campaign=primavera", "/blog")).toEqual({
      origine: "/formule/noleggio",
      formula: "noleggio",
      citta_pagina: "Milano",
      calcolo: "Margine 1993 €",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "primavera",
      gclid: "abc123",
    });
  });

  it("falls back on the visit: the landing campaign and the page before the form, with its formula", () => {
    expect(
      contextFromSearch("", "?utm_source=newsletter&gclid=xyz&altro=1", "/formule/noleggio-macchinari-estetici-roma"),
    ).toEqual({
      origine: "/formule/noleggio-macchinari-estetici-roma",
      formula: "noleggio-macchinari-estetici-roma",
      utm_source: "newsletter",
      gclid: "xyz",
    });
    expect(contextFromSearch("")).toEqual({});
  });

  it("preselects the machine of the query string, else of the machine page the visitor came from", () => {
    const from = "/macchinari-estetici-roma/macchinario-pressoterapia-roma";
    expect(machineFromSearch("", "macchinario", MACHINES, from)).toBe("macchinario-pressoterapia-roma");
    expect(machineFromSearch("?macchinario=macchinario-laser-diodo-roma", "macchinario", MACHINES, from)).toBe(
      "macchinario-laser-diodo-roma",
    );
    expect(machineFromSearch("", "macchinario", MACHINES, "/macchinari-estetici-roma/altro")).toBe("");
  });

  it("cuts a campaign value at 200 characters, keeps markup as text and drops an origin off the site", () => {
    const long = "x".repeat(250);
    const context = contextFromSearch(
      `?utm_term=${long}&utm_content=${encodeURIComponent("<script>alert(1)</script>")}&origine=https://evil.example`,
    );
    expect(context.utm_term).toBe("x".repeat(200));
    expect(contextFromSearch("", `?utm_campaign=${"é".repeat(300)}`).utm_campaign).toHaveLength(200);
    expect(context.utm_content).toBe("<script>alert(1)</script>");
    expect(context.origine).toBeUndefined();
    expect(contextFromSearch("?origine=//evil.example/x").origine).toBeUndefined();
  });

  it("sends the request type, the demonstration's place and days, and every context field", () => {
    const body = new URLSearchParams(
      encodeSubmission({ ...valid, richiesta: "dimostrazione", luogo: "showroom", giorni: "martedì mattina" }, "", {
        origine: "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
        utm_source: "google",
      }),
    );
    expect(body.get("richiesta")).toBe("dimostrazione");
    expect(body.get("luogo")).toBe("showroom");
    expect(body.get("giorni")).toBe("martedì mattina");
    expect(body.get("origine")).toBe("/macchinari-estetici-roma/macchinario-laser-diodo-roma");
    expect(body.get("utm_source")).toBe("google");
    // Every context field is in the body, empty when unknown, as the prebuilt form declares it.
    expect(body.get("gclid")).toBe("");
    // Place and days belong to a demonstration only.
    const quote = new URLSearchParams(encodeSubmission({ ...valid, richiesta: "preventivo", luogo: "showroom" }));
    expect(quote.get("luogo")).toBe("");
  });
});

describe("the contact form's rules", () => {
  it("accept a complete request, and one with only the required fields", () => {
    expect(validateContact(valid, MACHINES)).toEqual({});
    expect(validateContact({ ...valid, centro: "", citta: "", macchinario: "" }, MACHINES)).toEqual({});
  });

  it("ask for every required field, in Italian", () => {
    expect(validateContact(EMPTY_VALUES, MACHINES)).toEqual({
      nome: "Questo campo è obbligatorio.",
      email: "Questo campo è obbligatorio.",
      telefono: "Questo campo è obbligatorio.",
      messaggio: "Questo campo è obbligatorio.",
      privacy: "Per inviare la richiesta confermate di aver letto l'informativa privacy.",
    });
  });

  it("ask for a message with a request for information only: a quote or a demonstration says what it wants", () => {
    const noMessage = { ...valid, messaggio: "" };
    expect(validateContact(noMessage, MACHINES)).toEqual({ messaggio: "Questo campo è obbligatorio." });
    expect(validateContact({ ...noMessage, richiesta: "preventivo" }, MACHINES)).toEqual({});
    expect(validateContact({ ...noMessage, richiesta: "dimostrazione", luogo: "centro" }, MACHINES)).toEqual({});
    expect(validateContact({ ...noMessage, richiesta: "preventivo", macchinario: "" }, MACHINES)).toEqual({});
    // Optional is not unchecked: a message given is still a message.
    expect(
      validateContact({ ...valid, richiesta: "dimostrazione", luogo: "centro", messaggio: "Ok" }, MACHINES),
    ).toEqual({ messaggio: "Scrivete almeno 10 caratteri." });
  });

  it.each([
    ["an e-mail without domain", "email", "giulia@aurora", /nome@dominio\.it/],
    ["an e-mail with a space", "email", "giulia aurora@x.it", /nome@dominio\.it/],
    ["a phone with letters", "telefono", "06-abc-123", /solo cifre/],
    ["a phone too short", "telefono", "12345", /da 6 a 15 cifre/],
    ["a phone too long", "telefono", "+39 06 1234 5678 9012 34", /Al massimo 20 caratteri/],
    ["a name too long", "nome", "x".repeat(81), /Al massimo 80 caratteri \(ora sono 81\)/],
    ["a message too long", "messaggio", "x".repeat(2001), /Al massimo 2000 caratteri/],
    ["a message too short", "messaggio", "Breve", /almeno 10 caratteri/],
    ["markup in the name", "nome", "<b>Giulia</b>", /simboli < e >/],
    ["a script in the message", "messaggio", "Salve <script>alert(1)</script>", /simboli < e >/],
    ["a machine not in the list", "macchinario", "macchinario-inesistente", /dall'elenco/],
  ] as const)("refuse %s", (_case, field, value, message) => {
    expect(validateContact({ ...valid, [field]: value }, MACHINES)[field]).toMatch(message);
  });

  it("encode the request as Netlify Forms expects, trimmed, with the form name and the honeypot", () => {
    const body = new URLSearchParams(encodeSubmission({ ...valid, nome: "  Giulia Rossi " }));
    expect(body.get("form-name")).toBe("contatti");
    expect(body.get("bot-field")).toBe("");
    expect(body.get("nome")).toBe("Giulia Rossi");
    expect(body.get("privacy")).toBe("si");
    expect([...body.keys()]).toEqual([
      "form-name",
      "bot-field",
      "richiesta",
      "luogo",
      "giorni",
      "nome",
      "centro",
      "email",
      "telefono",
      "citta",
      "macchinario",
      "messaggio",
      "privacy",
      "origine",
      "formula",
      "citta_pagina",
      "calcolo",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
    ]);
  });

  it("preselect a machine from ?macchinario=, only when it is one of the machines", () => {
    expect(machineFromSearch("?macchinario=macchinario-pressoterapia-roma", "macchinario", MACHINES)).toBe(
      "macchinario-pressoterapia-roma",
    );
    expect(machineFromSearch("?macchinario=altro", "macchinario", MACHINES)).toBe("");
    expect(machineFromSearch("", "macchinario", MACHINES)).toBe("");
  });
});

describe("the contact form", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    mockSiteData();
    fetchMock.mockReset();
    (navigate as jest.Mock).mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  // The form loads its rules after mounting (a chunk of their own): rendered, then the rules settle.
  async function renderForm(search = "", prefix = "") {
    const result = render(
      <LocaleProvider value={{ locale: "it", prefix, canonicalPath: "/contatti" }}>
        <ContactForm search={search} />
      </LocaleProvider>,
    );
    await act(async () => {
      await import("../../src/lib/contact-form");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return result;
  }

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/Nome e cognome/), valid.nome);
    await user.type(screen.getByLabelText(/^E-mail/), valid.email);
    await user.type(screen.getByLabelText(/^Telefono/), valid.telefono);
    await user.type(screen.getByLabelText(/^Messaggio/), valid.messaggio);
    await user.click(screen.getByRole("checkbox"));
  }

  it("is a Netlify form with its name, a hidden honeypot and the thank-you page as action", async () => {
    const { container } = await renderForm();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("name", "contatti");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
    expect(form).toHaveAttribute("method", "POST");
    expect(form).toHaveAttribute("action", "/thankyou");
    expect(container.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("contatti");
    expect(container.querySelector('input[name="bot-field"]')!.closest("p")).toHaveAttribute("hidden");
    expect(screen.getByRole("link", { name: "informativa privacy" })).toHaveAttribute("href", "/informativa-privacy");
  });

  it("asks to acknowledge the privacy notice, not to consent: requests are answered under art. 6(1)(b)", async () => {
    const { container } = await renderForm();
    const box = screen.getByRole("checkbox", {
      name: /^Ho letto l' ?informativa privacy ?\(si apre in un'altra scheda\)\. \(obbligatorio\)$/,
    });
    expect(box).toBeRequired();
    expect(container.querySelector("form")).not.toHaveTextContent(/acconsent|consenso/i);
  });

  it("once hydrated, checks itself: no browser bubbles, and no limit that would silently cut a paste", async () => {
    const { container } = await renderForm();
    expect(container.querySelector("form")).toHaveAttribute("novalidate");
    expect(screen.getByLabelText(/^Messaggio/)).not.toHaveAttribute("maxlength");
    expect(screen.getByLabelText(/Nome e cognome/)).toBeRequired();
  });

  it("offers the machines and preselects the one named in the address", async () => {
    await renderForm("?macchinario=macchinario-pressoterapia-roma&richiesta=dimostrazione");
    const select = screen.getByLabelText("Macchinario di interesse") as HTMLSelectElement;
    expect(select.options.length).toBeGreaterThan(5);
    // Once the form's rules have loaded (after hydration).
    await waitFor(() => expect(select).toHaveValue("macchinario-pressoterapia-roma"));
    expect(screen.getByRole("radio", { name: "Una dimostrazione" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Dove preferite la dimostrazione? (obbligatorio)" })).toBeVisible();
  });

  it("asks where a demonstration is wanted only when a demonstration is asked for", async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByRole("radio", { name: "Informazioni" })).toBeChecked();
    expect(screen.queryByRole("group", { name: "Dove preferite la dimostrazione? (obbligatorio)" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Una dimostrazione" }));
    expect(screen.getByRole("group", { name: "Dove preferite la dimostrazione? (obbligatorio)" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    expect(
      screen.getByRole("group", { name: "Dove preferite la dimostrazione? (obbligatorio)" }),
    ).toHaveAccessibleDescription(/nel nostro showroom di Roma o nel vostro centro/);
  });

  it("shows each problem beside its field, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText(/^E-mail/), "giulia@aurora");
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    expect(screen.getByLabelText(/Nome e cognome/)).toHaveAccessibleDescription("Questo campo è obbligatorio.");
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/nome@dominio\.it/);
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue("giulia@aurora");
    expect(screen.getByLabelText(/Nome e cognome/)).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Controllate i 5 campi segnalati");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a message as soon as the field is corrected", async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    await user.type(screen.getByLabelText(/Nome e cognome/), "Giulia");
    expect(screen.getByLabelText(/Nome e cognome/)).not.toHaveAccessibleDescription();
  });

  it("sends the request urlencoded and goes to the thank-you page of the page's prefix", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    const user = userEvent.setup();
    await renderForm("", "/it");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    // What was asked travels in the history entry's state, for the thank-you page to say it back.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/it/thankyou", {
        state: { richiestaInviata: { richiesta: "informazioni", macchinario: "", luogo: "", giorni: "" } },
      }),
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(new URLSearchParams(init.body).get("email")).toBe(valid.email);
  });

  it("marks the message required for information only, and takes a demonstration without one", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    // No pause between keystrokes: the test is about the rules, not typing.
    const user = userEvent.setup({ delay: null });
    await renderForm("?macchinario=macchinario-laser-diodo-roma");
    await waitFor(() =>
      expect(screen.getByLabelText("Macchinario di interesse")).toHaveValue("macchinario-laser-diodo-roma"),
    );
    const message = () => screen.getByLabelText(/^Messaggio/);
    expect(screen.getByText("Messaggio").closest("label")).toHaveTextContent("Messaggio (obbligatorio)");
    expect(message()).toBeRequired();
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    expect(message()).toHaveAccessibleDescription("Questo campo è obbligatorio.");

    // Choosing a demonstration lifts the requirement, and the message beside the field goes at once.
    await user.click(screen.getByRole("radio", { name: "Una dimostrazione" }));
    expect(screen.getByText("Messaggio").closest("label")).toHaveTextContent("Messaggio (facoltativo)");
    expect(message()).not.toBeRequired();
    expect(message()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole("radio", { name: "Nel mio centro" }));
    await user.type(screen.getByLabelText(/Nome e cognome/), valid.nome);
    await user.type(screen.getByLabelText(/^E-mail/), valid.email);
    await user.type(screen.getByLabelText(/^Telefono/), valid.telefono);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/thankyou", {
        state: {
          richiestaInviata: {
            richiesta: "dimostrazione",
            macchinario: "il laser a diodo",
            luogo: "centro",
            giorni: "",
          },
        },
      }),
    );
    const body = new URLSearchParams(fetchMock.mock.calls[0][1].body);
    expect([body.get("richiesta"), body.get("luogo"), body.get("messaggio")]).toEqual(["dimostrazione", "centro", ""]);
  });

  it("says clearly when sending fails, keeps every value and lets the visitor retry", async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500 }).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Inviate la richiesta" }));
    expect(await screen.findByText(/La richiesta non è stata inviata/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("errore 500");
    expect(screen.getByLabelText(/Nome e cognome/)).toHaveValue(valid.nome);
    expect(screen.getByLabelText(/^Messaggio/)).toHaveValue(valid.messaggio);
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Riprovate l'invio" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("la connessione non è disponibile"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => undefined);
  });
});
