/**
 * Units of specification attributes (issue 13). An attribute is stored in one base unit; values
 * and filters may be written in any unit of the same quantity and are converted to it, so
 * "1.5 kW" and "1500 W" are the same power. Units of a quantity that shops never convert
 * (cable cross-section in mm²) have only themselves.
 */
const UNIT_FACTORS = {
  V: { mV: 0.001, V: 1, kV: 1000 },
  A: { mA: 0.001, A: 1, kA: 1000 },
  mA: { mA: 1, A: 1000 },
  kA: { A: 0.001, kA: 1 },
  W: { mW: 0.001, W: 1, kW: 1000 },
  Wh: { Wh: 1, kWh: 1000 },
  mAh: { mAh: 1, Ah: 1000 },
  Ah: { mAh: 0.001, Ah: 1 },
  'mm²': { 'mm²': 1 },
  mm: { mm: 1, cm: 10, m: 1000 },
  m: { mm: 0.001, cm: 0.01, m: 1, km: 1000 },
  Nm: { Nm: 1 },
  lm: { lm: 1 },
  K: { K: 1 },
  Hz: { Hz: 1, kHz: 1000 },
  rpm: { rpm: 1 },
  kg: { g: 0.001, kg: 1 },
  g: { g: 1, kg: 1000 },
  '°C': { '°C': 1 },
  bar: { bar: 1 },
  dB: { dB: 1 },
} as const satisfies Record<string, Record<string, number>>;

export type BaseUnit = keyof typeof UNIT_FACTORS;
export const BASE_UNITS = Object.keys(UNIT_FACTORS) as BaseUnit[];

export function isBaseUnit(unit: string): unit is BaseUnit {
  return Object.hasOwn(UNIT_FACTORS, unit);
}

/** Spellings people type for the same unit. */
const ALIASES: Record<string, string> = { amp: 'A', amps: 'A', volt: 'V', volts: 'V', watt: 'W', watts: 'W', mm2: 'mm²', 'mm^2': 'mm²', sqmm: 'mm²', nm: 'Nm', 'n·m': 'Nm', 'n.m': 'Nm', 'min-1': 'rpm', 'min⁻¹': 'rpm', c: '°C', '°c': '°C', degc: '°C' };

function canonicalUnit(written: string, base: BaseUnit): string | undefined {
  const factors: Record<string, number> = UNIT_FACTORS[base];
  if (Object.hasOwn(factors, written)) return written;
  const alias = ALIASES[written.toLowerCase()];
  if (alias && Object.hasOwn(factors, alias)) return alias;
  // Case slips ("kw", "v"), except in the first letter m/M, which tells milli from mega.
  const sameFirst = (unit: string) => unit[0] === written[0] || (unit[0]?.toLowerCase() !== 'm' && unit[0]?.toLowerCase() === written[0]?.toLowerCase());
  const matches = Object.keys(factors).filter((unit) => unit.toLowerCase() === written.toLowerCase() && sameFirst(unit));
  return matches.length === 1 ? matches[0] : undefined;
}

export type QuantityParse = { ok: true; value: number } | { ok: false; message: string };

/** Reads "1.5 kW", "1500", "1,500 W" or "2,5 mm²" as a number in `base`; a bare number is in `base`. */
export function parseQuantity(text: string, base: BaseUnit): QuantityParse {
  const match = /^\s*(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d+)?|-?[.,]\d+)\s*(\S*)\s*$/u.exec(text);
  if (!match?.[1]) return { ok: false, message: `"${text.slice(0, 40)}" is not a number` };
  const digits = /^-?\d{1,3}(,\d{3})+$/.test(match[1]) || /^-?\d{1,3}(,\d{3})+\./.test(match[1]) ? match[1].replace(/,/g, '') : match[1].replace(',', '.');
  const number = Number(digits);
  if (!Number.isFinite(number)) return { ok: false, message: `"${text.slice(0, 40)}" is not a number` };
  const written = match[2] ?? '';
  if (written === '') return { ok: true, value: number };
  const unit = canonicalUnit(written, base);
  if (!unit) return { ok: false, message: `${written.slice(0, 12)} is not a unit of this value; use ${Object.keys(UNIT_FACTORS[base]).join(', ')}` };
  return { ok: true, value: roundValue(number * (UNIT_FACTORS[base] as Record<string, number>)[unit]!) };
}

/** Removes the float noise of conversions (0.1 × 3 = 0.30000000000000004). */
export function roundValue(value: number): number {
  return Number(value.toPrecision(12));
}

const formatter = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** "1,500 W", "2.5 mm²", "4,000 K". */
export function formatQuantity(value: number, unit: string): string {
  return `${formatter.format(value)} ${unit}`;
}
