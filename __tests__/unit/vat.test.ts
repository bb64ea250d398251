/** @jest-environment node */
import { isValidItalianVat, italianVatCheckDigit } from "../../src/content-model/vat";
import { readJson } from "../helpers/content";

describe("Italian VAT numbers", () => {
  it("accepts known valid numbers", () => {
    expect(isValidItalianVat("00905811006")).toBe(true); // a real company's published VAT number
    expect(isValidItalianVat("IT00905811006")).toBe(true);
  });

  it("rejects a wrong check digit, wrong length and letters", () => {
    expect(isValidItalianVat("00905811007")).toBe(false);
    expect(isValidItalianVat("0090581100")).toBe(false);
    expect(isValidItalianVat("0090581100A")).toBe(false);
    expect(isValidItalianVat("00000000000")).toBe(false);
  });

  it("computes the check digit", () => {
    expect(italianVatCheckDigit("0090581100")).toBe(6);
  });

  it("holds for the company's own VAT number in content/business.json", () => {
    expect(isValidItalianVat(readJson<{ vatNumber: string }>("business.json").vatNumber)).toBe(true);
  });
});
