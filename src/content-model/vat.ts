/**
 * Italian VAT number (partita IVA): 11 digits, the last one a check digit computed on the first ten
 * (odd positions summed as they are; even positions doubled, minus 9 when over 9; the check digit makes
 * the total a multiple of 10).
 */
export function italianVatCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    let digit = Number(firstTen[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidItalianVat(value: string): boolean {
  const digits = value.replace(/^IT/i, "");
  if (!/^[0-9]{11}$/.test(digits)) return false;
  if (/^0{7}/.test(digits)) return false;
  return italianVatCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}
