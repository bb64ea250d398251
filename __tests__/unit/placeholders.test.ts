/** @jest-environment node */
import { checkPlaceholders, fillPlaceholders, placeholderValues } from "../../src/content-model/placeholders";
import { readJson, readMarkdown } from "../helpers/content";

describe("business placeholders", () => {
  const business = readJson<Parameters<typeof placeholderValues>[0]>("business.json");
  const values = placeholderValues(business, "https://www.esempio.it/");

  it("fills every known placeholder from business.json", () => {
    expect(fillPlaceholders("P.IVA {{vatNumber}} - {{ legalName }} - {{siteDomain}}", values)).toBe(
      `P.IVA ${business.vatNumber} - ${business.legalName} - www.esempio.it`,
    );
  });

  it("reports an unknown placeholder with the file and field", () => {
    expect(checkPlaceholders("content/blog/x.md", "body", "Chiamate il {{telefono}}")).toEqual([
      {
        file: "content/blog/x.md",
        field: "body",
        message: expect.stringContaining("il segnaposto {{telefono}} non esiste"),
      },
    ]);
  });

  it("finds no unknown placeholder and no hard-coded business fact in the Markdown bodies", () => {
    const bodies = readMarkdown();
    expect(bodies.flatMap((e) => checkPlaceholders(e.file, "body", e.body))).toEqual([]);
    const facts = [
      business.vatNumber,
      business.whatsappDisplay,
      business.phoneDisplay,
      business.email,
      business.address.street,
    ];
    const offending = bodies.filter((e) => facts.some((fact) => e.body.includes(fact))).map((e) => e.file);
    expect(offending).toEqual([]);
  });
});
