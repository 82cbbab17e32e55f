import { groupCardDigits } from '../../../../shared/schemas/payments';

/** "4242424242424242" → "4242 4242 4242 4242" while typing (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return groupCardDigits(value.replace(/\D/g, '').slice(0, 19));
}

/** "1230" → "12 / 30" while typing; the " / " appears with the first digit of the year. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Only digits, at most four. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
