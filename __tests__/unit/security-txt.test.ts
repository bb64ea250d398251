/** @jest-environment node */
/**
 * static/.well-known/security.txt: the build fails when it has expired or will within 30 days, or when its
 * Contact is not the company's e-mail.
 */
import fs from "node:fs";
import path from "node:path";
import { checkSecurityTxt, parseSecurityTxt } from "../../src/content-model/security-txt";
import { securityTxtProblems } from "../../src/gatsby/create-pages";
import { ROOT, readJson } from "../helpers/content";

const business = readJson<{ email: string }>("business.json");
const site = readJson<{ url: string }>("site.json");
const text = fs.readFileSync(path.join(ROOT, "static/.well-known/security.txt"), "utf8");
const expect_ = { email: business.email, siteUrl: site.url };
const expires = new Date(parseSecurityTxt(text).get("expires")![0]);
const daysBefore = (days: number) => new Date(expires.getTime() - days * 24 * 60 * 60 * 1000);
const messages = (t: string | null, now: Date) =>
  checkSecurityTxt(t, { ...expect_, now }).map((e) => `${e.field}: ${e.message}`);

describe("security.txt", () => {
  it("is valid for the site today (the build runs the same check)", () => {
    expect(securityTxtProblems(ROOT)).toEqual([]);
  });

  it("names the company's e-mail, Italian, and its canonical address", () => {
    const fields = parseSecurityTxt(text);
    expect(fields.get("contact")).toEqual([`mailto:${business.email}`]);
    expect(fields.get("preferred-languages")?.[0]).toMatch(/\bit\b/);
    expect(fields.get("canonical")).toEqual([`${site.url}/.well-known/security.txt`]);
  });

  it("passes 31 days before it expires and fails 30 days before, and once expired", () => {
    expect(messages(text, daysBefore(31))).toEqual([]);
    expect(messages(text, daysBefore(30))).toEqual([expect.stringMatching(/^Expires: scade entro 30 giorni/)]);
    expect(messages(text, daysBefore(-1))).toEqual([expect.stringMatching(/^Expires: è scaduto/)]);
  });

  it("fails an expiry more than a year away (RFC 9116 asks for less)", () => {
    expect(messages(text, daysBefore(400))).toEqual([expect.stringMatching(/^Expires: è a più di un anno da oggi/)]);
  });

  it("fails a Contact that is not the company's e-mail, naming the field and the expected value", () => {
    const other = text.replace(`mailto:${business.email}`, "mailto:someone@example.com");
    expect(messages(other, daysBefore(100))).toEqual([
      `Contact: deve essere mailto:${business.email}, l'e-mail di content/business.json (trovato: ` +
        `mailto:someone@example.com)`,
    ]);
  });

  it("fails when the file is missing", () => {
    expect(messages(null, daysBefore(100))).toEqual([expect.stringMatching(/^\(file\): manca/)]);
  });
});
