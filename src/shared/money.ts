/**
 * Money is always an integer number of minor units (cents). Every calculation on money goes
 * through this file, so that rounding and overflow rules live in one place.
 */

/** Largest amount the shop handles: 10 million in major units, far below 2^53. */
export const MAX_MINOR_UNITS = 1_000_000_000;

export function isMinorUnits(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_MINOR_UNITS;
}

function assertMinorUnits(value: number, what: string): number {
  if (!isMinorUnits(value)) {
    throw new RangeError(`${what} must be a whole number of cents between 0 and ${MAX_MINOR_UNITS}, got ${value}`);
  }
  return value;
}

/** unit price × quantity, refusing results the shop cannot represent. */
export function multiply(unitPrice: number, quantity: number): number {
  assertMinorUnits(unitPrice, 'Unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole number ≥ 0, got ${quantity}`);
  }
  return assertMinorUnits(unitPrice * quantity, 'Total');
}

export function sum(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += assertMinorUnits(amount, 'Amount');
  return assertMinorUnits(total, 'Total');
}

/** Converts a typed decimal amount ("12.5", 12.5) to cents without floating-point drift. */
export function toMinorUnits(major: number | string, fractionDigits = 2): number {
  const text = typeof major === 'number' ? major.toFixed(fractionDigits + 2) : major.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(major)}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(fractionDigits + 1, '0');
  const kept = Number(fraction.slice(0, fractionDigits) || '0');
  const roundUp = Number(fraction[fractionDigits]) >= 5 ? 1 : 0;
  return assertMinorUnits(Number(whole) * 10 ** fractionDigits + kept + roundUp, 'Amount');
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents for people, e.g. formatMoney(129900, 'USD') → "$1,299.00". */
export function formatMoney(minorUnits: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

/**
 * `amount` less a share of it given in basis points (500 = 5 %), rounded to the nearest cent,
 * halves up: 1,999 less 5 % is 1,899.05 → 1,899. The database computes the same when an order is
 * placed: (amount × (10,000 − basis points) + 5,000) div 10,000.
 */
export function discounted(amount: number, basisPoints: number): number {
  assertMinorUnits(amount, 'Amount');
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`A discount is a whole number of basis points from 0 to 10000, got ${basisPoints}`);
  }
  return Math.floor((amount * (10_000 - basisPoints) + 5_000) / 10_000);
}

/**
 * The share of `amount` given in basis points (1,000 = 10 %), to the nearest cent, halves up:
 * 10 % of 1,005 is 100.5 → 101. What a discount code of a percentage takes off.
 */
export function percentOf(amount: number, basisPoints: number): number {
  assertMinorUnits(amount, 'Amount');
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`A share is a whole number of basis points from 0 to 10000, got ${basisPoints}`);
  }
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/** `amount` less `less`, refusing a result below 0. */
export function subtract(amount: number, less: number): number {
  assertMinorUnits(amount, 'Amount');
  assertMinorUnits(less, 'Amount taken off');
  return assertMinorUnits(amount - less, 'Difference');
}

/**
 * Tax within a gross amount at `basisPoints` (2000 = 20 %), to the nearest cent, halves up:
 * 12,000 at 20 % holds 2,000. The database computes the same when an order is placed.
 */
export function taxWithin(gross: number, basisPoints: number): number {
  assertMinorUnits(gross, 'Amount');
  assertTaxRate(basisPoints);
  return Math.floor((gross * basisPoints * 2 + 10_000 + basisPoints) / (2 * (10_000 + basisPoints)));
}

/** Tax on a net amount at `basisPoints`, to the nearest cent, halves up: 10,000 at 20 % is 2,000. */
export function taxOn(net: number, basisPoints: number): number {
  assertMinorUnits(net, 'Amount');
  assertTaxRate(basisPoints);
  return Math.floor((net * basisPoints + 5_000) / 10_000);
}

function assertTaxRate(basisPoints: number): void {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`A tax rate is a whole number of basis points from 0 to 10000, got ${basisPoints}`);
}
