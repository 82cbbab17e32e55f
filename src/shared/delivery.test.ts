import { describe, expect, it } from 'vitest';
import { addDays, dayIn, deliveryFee, formatAddress, isDay, isOfferedSlot, mostSpecificZone, normalisePostcode, offeredSlots, placeKey, zoneMatch } from './delivery.js';

const zone = { feeCents: 990, siteFeeCents: 2490, freeFromCents: 25_000 };
const config = { slotWindows: ['08:00-12:00', '12:00-16:00', '16:00-20:00'], slotDaysAhead: 14, pickup: { address: 'At the shop', hours: 'Always' } };
const CHICAGO = 'America/Chicago';

describe('delivery fee', () => {
  it('is nothing for pickup, whatever the zone and subtotal', () => {
    expect(deliveryFee(zone, 'pickup', 0)).toBe(0);
    expect(deliveryFee({ ...zone, freeFromCents: null }, 'pickup', 100)).toBe(0);
  });

  it('is the zone fee for home delivery and the site fee for site delivery below the free-from subtotal', () => {
    expect(deliveryFee(zone, 'home', 24_999)).toBe(990);
    expect(deliveryFee(zone, 'site', 24_999)).toBe(2490);
  });

  it('is nothing for home and site delivery from the free-from subtotal on', () => {
    for (const subtotal of [25_000, 25_001, 1_000_000]) {
      expect(deliveryFee(zone, 'home', subtotal)).toBe(0);
      expect(deliveryFee(zone, 'site', subtotal)).toBe(0);
    }
  });

  it('is never free when the zone has no free-from subtotal', () => {
    const never = { ...zone, freeFromCents: null };
    expect(deliveryFee(never, 'home', 1_000_000_000)).toBe(990);
    expect(deliveryFee(never, 'site', 1_000_000_000)).toBe(2490);
  });

  it('is free for any order when free-from is 0', () => {
    expect(deliveryFee({ ...zone, freeFromCents: 0 }, 'home', 0)).toBe(0);
  });
});

describe('zone matching', () => {
  const central = { name: 'Springfield central', postcodePrefixes: ['627'], places: ['Springfield'] };
  const outskirts = { name: 'Springfield outskirts', postcodePrefixes: ['62707', '62711'], places: ['Chatham'] };
  const downtown = { name: 'Downtown', postcodePrefixes: [], places: ['Springfield / Downtown'] };
  const riverside = { name: 'Riverside', postcodePrefixes: ['60546'], places: ['Riverside'] };
  const all = [central, outskirts, downtown, riverside];

  it('normalises postcodes (upper case, no spaces) and places (case, spaces) on both sides', () => {
    expect(normalisePostcode(' ls1 4dy ')).toBe('LS14DY');
    expect(placeKey('  Springfield   /downtown ')).toBe('springfield / downtown');
    expect(zoneMatch({ postcodePrefixes: ['ls 1'], places: [] }, { postcode: 'Ls14dy', city: 'Leeds' })).toEqual({ prefixLength: 3, place: 0 });
    expect(zoneMatch({ postcodePrefixes: [], places: [' SPRINGFIELD '] }, { postcode: '00000', city: 'springfield  ' })).toEqual({ prefixLength: 0, place: 1 });
  });

  it('matches by postcode prefix or by place, and not otherwise', () => {
    expect(mostSpecificZone(all, { postcode: '62704', city: 'Somewhere' })?.name).toBe('Springfield central');
    expect(mostSpecificZone(all, { postcode: '99999', city: 'riverside' })?.name).toBe('Riverside');
    expect(mostSpecificZone(all, { postcode: '99999', city: 'Nowhere' })).toBeNull();
    // A prefix matches the start of the postcode only.
    expect(mostSpecificZone(all, { postcode: '16270', city: 'Nowhere' })).toBeNull();
  });

  it('takes the most specific zone: the longest postcode prefix, then city / district before the city', () => {
    expect(mostSpecificZone(all, { postcode: '62707', city: 'Springfield' })?.name).toBe('Springfield outskirts');
    expect(mostSpecificZone([...all].reverse(), { postcode: '62707', city: 'Springfield' })?.name).toBe('Springfield outskirts');
    // No postcode match: the district beats the city alone.
    expect(mostSpecificZone(all, { postcode: '00000', city: 'Springfield', district: 'downtown' })?.name).toBe('Downtown');
    expect(mostSpecificZone(all, { postcode: '00000', city: 'Springfield', district: 'Eastside' })?.name).toBe('Springfield central');
    // A postcode prefix is more specific than a place.
    expect(mostSpecificZone(all, { postcode: '62701', city: 'Springfield', district: 'Downtown' })?.name).toBe('Springfield central');
  });

  it('breaks a full tie by name, whatever order the zones come in', () => {
    const a = { name: 'A', postcodePrefixes: ['627'], places: [] };
    const b = { name: 'B', postcodePrefixes: ['627'], places: [] };
    expect(mostSpecificZone([b, a], { postcode: '62701', city: 'X' })?.name).toBe('A');
    expect(mostSpecificZone([a, b], { postcode: '62701', city: 'X' })?.name).toBe('A');
  });

  it('ignores an empty prefix or district', () => {
    expect(zoneMatch({ postcodePrefixes: [''], places: [] }, { postcode: '62701', city: 'X' })).toBeNull();
    expect(zoneMatch({ postcodePrefixes: [], places: ['Springfield / '] }, { postcode: '62701', city: 'Springfield', district: '' })).toBeNull();
  });
});

describe('delivery slots', () => {
  it('names days in the shop time zone', () => {
    // 04:30 UTC on 10 March 2025 is still 9 March, 23:30, in Chicago (CDT, UTC−5).
    expect(dayIn(CHICAGO, new Date('2025-03-10T04:30:00Z'))).toBe('2025-03-09');
    expect(dayIn(CHICAGO, new Date('2025-03-10T05:30:00Z'))).toBe('2025-03-10');
    expect(dayIn('UTC', new Date('2025-03-10T04:30:00Z'))).toBe('2025-03-10');
  });

  it('offers each window of each day from tomorrow for slotDaysAhead days, earliest first', () => {
    const slots = offeredSlots(config, CHICAGO, new Date('2025-03-10T15:00:00Z'));
    expect(slots).toHaveLength(14 * 3);
    expect(slots.slice(0, 4)).toEqual([
      { day: '2025-03-11', window: '08:00-12:00' },
      { day: '2025-03-11', window: '12:00-16:00' },
      { day: '2025-03-11', window: '16:00-20:00' },
      { day: '2025-03-12', window: '08:00-12:00' },
    ]);
    expect(slots.at(-1)).toEqual({ day: '2025-03-24', window: '16:00-20:00' });
  });

  it('starts on the next day in the shop time zone, not in UTC, around midnight', () => {
    // 23:30 in Chicago on the 9th (already the 10th in UTC): tomorrow is the 10th.
    const beforeMidnight = new Date('2025-03-10T04:30:00Z');
    expect(offeredSlots(config, CHICAGO, beforeMidnight)[0]?.day).toBe('2025-03-10');
    expect(offeredSlots(config, 'UTC', beforeMidnight)[0]?.day).toBe('2025-03-11');
    // An hour later it is the 10th in Chicago too: tomorrow is the 11th.
    expect(offeredSlots(config, CHICAGO, new Date('2025-03-10T05:30:00Z'))[0]?.day).toBe('2025-03-11');
  });

  it('crosses month and year ends and daylight-saving changes', () => {
    const slots = offeredSlots({ ...config, slotDaysAhead: 3, slotWindows: ['08:00-12:00'] }, CHICAGO, new Date('2024-12-30T18:00:00Z'));
    expect(slots.map((slot) => slot.day)).toEqual(['2024-12-31', '2025-01-01', '2025-01-02']);
    expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('accepts only an offered slot: not today, not past the last day, a window of the shop, a real day', () => {
    const now = new Date('2025-03-10T15:00:00Z'); // 10:00 on the 10th in Chicago
    const offered = (day: string, window = '08:00-12:00') => isOfferedSlot(config, CHICAGO, now, { day, window });
    expect(offered('2025-03-11')).toBe(true);
    expect(offered('2025-03-24', '16:00-20:00')).toBe(true);
    expect(offered('2025-03-10')).toBe(false);
    expect(offered('2025-03-09')).toBe(false);
    expect(offered('2025-03-25')).toBe(false);
    expect(offered('2025-03-11', '07:00-08:00')).toBe(false);
    expect(offered('2025-02-30')).toBe(false);
    expect(offered('2025-3-11')).toBe(false);
    expect(offered('tomorrow')).toBe(false);
  });

  it('knows a real calendar day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-01-01T00:00')).toBe(false);
  });
});

describe('address on one line', () => {
  it('joins recipient, street, district, postcode and city, leaving out what is empty', () => {
    expect(formatAddress({ recipient: 'Jo Doe', street: '12 Foundry Street', district: 'Downtown', postcode: '62701', city: 'Springfield' })).toBe('Jo Doe, 12 Foundry Street, Downtown, 62701 Springfield');
    expect(formatAddress({ recipient: ' Jo  Doe ', street: '12 Foundry Street', district: '', postcode: '62701', city: 'Springfield' })).toBe('Jo Doe, 12 Foundry Street, 62701 Springfield');
    expect(formatAddress({ street: '1 Main St', postcode: '60546', city: 'Riverside', district: null })).toBe('1 Main St, 60546 Riverside');
  });
});
