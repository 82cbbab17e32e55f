import { randomInt } from 'node:crypto';

/** Crockford's base-32 letters: no I, L, O or U, so a number read over the phone is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A quote number people can read out, e.g. "Q-7K2M9D" (32^6 ≈ 10^9 possibilities; a rare clash is drawn again). */
export function newQuoteNumber(): string {
  let text = '';
  for (let i = 0; i < 6; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return `Q-${text}`;
}
