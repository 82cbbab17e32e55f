/** Digits after the decimal point of a currency (2 for USD and EUR, 0 for JPY), as formatMoney uses them. */
function fractionDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as the decimal text schema.org and Open Graph expect: 12999 USD → "129.99", exactly (no floating point). */
export function decimalPrice(minorUnits: number, currency: string): string {
  const digits = fractionDigits(currency);
  if (digits === 0) return String(minorUnits);
  const text = String(minorUnits).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
