import { productFileMessages } from '../../../shared/schemas/product-files.js';
import { toMinorUnits } from '../../../shared/money.js';
import { percentText, type PriceTier } from '../../../shared/price-tiers.js';

/**
 * How the cells of a product file are written and read (the import and the export share it, so an
 * export re-imports unchanged).
 */

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @ (or their
 * full-width forms, which some spreadsheets read as the same), a tab or a line break first.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The spaces a spreadsheet skips before a formula (any white space but a tab or a line break, which start one themselves). */
const LEADING_SPACE = /^[^\S\t\r\n]+/u;

/** Whether the text, its leading spaces left out, would run as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text.replace(LEADING_SPACE, ''));
}

/**
 * A plain negative number, with a unit where one is written ("-5", "-10 °C", "-2.5"): where a
 * number is expected this is a value, not a formula.
 */
export function isPlainNegativeNumber(text: string): boolean {
  return /^-(?:\d[\d,]*)?(?:\.\d+)?(?:\s?[\p{L}°²µ/]+)?$/u.test(text) && /\d/.test(text);
}

/**
 * The export writes a text cell that would run as a formula with an apostrophe first, as
 * spreadsheets do for "text that looks like a formula"; the import reads such a cell back without
 * the apostrophe, so the text makes the round trip unchanged.
 */
export function neutralised(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

export type CellRead = { ok: true; text: string } | { ok: false; message: string };

/**
 * A cell as a value: trimmed; an apostrophe before a formula character taken off; a cell that
 * would still run as a formula (leading spaces left out) refused, except a plain negative number
 * where `numeric`; a NUL character refused (no text field of the database can hold one).
 */
export function readCell(raw: string, numeric: boolean): CellRead {
  if (raw.includes('\u0000')) return { ok: false, message: productFileMessages.nulCharacter };
  const lead = raw.replace(LEADING_SPACE, '');
  if (lead.startsWith("'") && startsLikeFormula(lead.slice(1))) return { ok: true, text: lead.slice(1) };
  const text = raw.trim();
  if (startsLikeFormula(lead) && !(numeric && isPlainNegativeNumber(text))) return { ok: false, message: productFileMessages.formula };
  return { ok: true, text };
}

/** "12.50", "12.5" or "12" → cents; undefined when it is no such amount. */
export function parsePrice(text: string): number | undefined {
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(text)) return undefined;
  try {
    return toMinorUnits(text);
  } catch {
    return undefined;
  }
}

/** Cents as the price column writes them: 1250 → "12.50". */
export function formatPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number ("12", "-3"); undefined for anything else. */
export function parseWhole(text: string): number | undefined {
  return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** "10:5%; 50:10%" → tiers (7.5 % is 750 basis points); undefined when a part is not written so. */
export function parsePriceTiers(text: string): PriceTier[] | undefined {
  const parts = text.split(';').map((part) => part.trim());
  if (parts.at(-1) === '') parts.pop();
  const tiers: PriceTier[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9})\s*:\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(part);
    if (!match) return undefined;
    tiers.push({ minQuantity: Number(match[1]), discountBasisPoints: Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0')) });
  }
  return tiers;
}

export function formatPriceTiers(tiers: readonly PriceTier[]): string {
  return tiers.map((tier) => `${tier.minQuantity}:${percentText(tier.discountBasisPoints)}%`).join('; ');
}

/** A number as the export writes it: plain digits, no grouping, at most 12 significant digits. */
export function formatNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}
