import type { ShopConfig } from './schemas/shop.js';

export type { Address, AddressInput } from './schemas/addresses.js';

/**
 * The delivery rules of issue 14 §2, the same in the browser and on the server: which zone an
 * address falls in, what delivery costs, and which slots (a time window of one day) are offered.
 */

export const DELIVERY_METHODS = ['home', 'site', 'pickup'] as const;
/** Home delivery, delivery to a building site, or pickup from the shop's counter. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface ZoneFees {
  feeCents: number;
  siteFeeCents: number;
  /** Home and site delivery are free from this order subtotal (cents); null: never free. */
  freeFromCents: number | null;
}

/** What delivery costs (cents): pickup nothing; home or site their fee, nothing from the zone's free-from subtotal. */
export function deliveryFee(zone: ZoneFees, method: DeliveryMethod, subtotalCents: number): number {
  if (method === 'pickup') return 0;
  if (zone.freeFromCents !== null && subtotalCents >= zone.freeFromCents) return 0;
  return method === 'site' ? zone.siteFeeCents : zone.feeCents;
}

/** A postcode or postcode prefix as compared: upper case, without spaces ("ls1 4dy" → "LS14DY"). */
export function normalisePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, '');
}

/**
 * A place ("Springfield", "Springfield / Downtown") as compared: trimmed, lower case, one space
 * between words and around the slash between city and district.
 */
export function placeKey(place: string): string {
  return place
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What zones look at in an address. */
export interface DeliveryPlace {
  postcode: string;
  city: string;
  district?: string | null | undefined;
}

export interface ZoneArea {
  postcodePrefixes: readonly string[];
  places: readonly string[];
}

/** How closely a zone names an address: its longest matching postcode prefix, then 2 for "city / district", 1 for the city. */
export interface ZoneMatch {
  prefixLength: number;
  place: 0 | 1 | 2;
}

/** How the zone covers the address, or null when it does not. */
export function zoneMatch(zone: ZoneArea, address: DeliveryPlace): ZoneMatch | null {
  const postcode = normalisePostcode(address.postcode);
  const prefixLength = Math.max(0, ...zone.postcodePrefixes.map(normalisePostcode).filter((prefix) => prefix !== '' && postcode.startsWith(prefix)).map((prefix) => prefix.length));
  const city = placeKey(address.city);
  const district = placeKey(address.district ?? '');
  const places = new Set(zone.places.map(placeKey));
  const place = district !== '' && places.has(`${city} / ${district}`) ? 2 : city !== '' && places.has(city) ? 1 : 0;
  return prefixLength > 0 || place > 0 ? { prefixLength, place } : null;
}

/**
 * The zone that delivers to the address: of those that cover it, the most specific — the longest
 * matching postcode prefix, then "city / district" before the city alone, then by name (so the
 * answer never depends on the order zones were read in).
 */
export function mostSpecificZone<Z extends ZoneArea & { name: string }>(zones: readonly Z[], address: DeliveryPlace): Z | null {
  let best: { zone: Z; match: ZoneMatch } | null = null;
  for (const zone of zones) {
    const match = zoneMatch(zone, address);
    if (!match) continue;
    if (!best || compareMatches(match, zone.name, best.match, best.zone.name) < 0) best = { zone, match };
  }
  return best?.zone ?? null;
}

function compareMatches(a: ZoneMatch, aName: string, b: ZoneMatch, bName: string): number {
  return b.prefixLength - a.prefixLength || b.place - a.place || (aName < bName ? -1 : aName > bName ? 1 : 0);
}

export interface Slot {
  /** The day in the shop's time zone, YYYY-MM-DD. */
  day: string;
  /** One of the shop's windows, e.g. "08:00-12:00". */
  window: string;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) it is at `now` in the time zone. */
export function dayIn(timeZone: string, now: Date): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days)).toISOString().slice(0, 10);
}

/**
 * The slots a customer may book at `now`: each of the shop's windows on each of the
 * `slotDaysAhead` days from tomorrow, days counted in the shop's time zone; earliest first.
 */
export function offeredSlots(config: ShopConfig['delivery'], timeZone: string, now: Date): Slot[] {
  const today = dayIn(timeZone, now);
  const slots: Slot[] = [];
  for (let offset = 1; offset <= config.slotDaysAhead; offset += 1) {
    const day = addDays(today, offset);
    for (const window of config.slotWindows) slots.push({ day, window });
  }
  return slots;
}

/** True when the slot is one offered at `now` (not today or past, not too far ahead, a window of the shop). */
export function isOfferedSlot(config: ShopConfig['delivery'], timeZone: string, now: Date, slot: Slot): boolean {
  if (!isDay(slot.day) || !config.slotWindows.includes(slot.window)) return false;
  const today = dayIn(timeZone, now);
  return slot.day > today && slot.day <= addDays(today, config.slotDaysAhead);
}

export interface FormattableAddress {
  recipient?: string | undefined;
  street: string;
  postcode: string;
  city: string;
  district?: string | null | undefined;
}

/** An address on one line, as an order keeps it: "Jo Doe, 12 Foundry Street, Downtown, 62701 Springfield". */
export function formatAddress(address: FormattableAddress): string {
  const parts = [address.recipient, address.street, address.district, `${address.postcode.trim()} ${address.city.trim()}`];
  return parts
    .map((part) => (part ?? '').trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .join(', ');
}
