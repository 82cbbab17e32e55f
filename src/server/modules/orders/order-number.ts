import { randomInt } from 'node:crypto';

/** Crockford's base-32 letters: no I, L, O or U, so a number read over the phone is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short order number people can read out, e.g. "K3Q9-7XZ2" (32^8 ≈ 10^12 possibilities). */
export function newOrderNumber(): string {
  let text = '';
  for (let i = 0; i < 8; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}
