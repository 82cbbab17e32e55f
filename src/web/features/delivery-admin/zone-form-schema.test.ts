import { describe, expect, it } from 'vitest';
import { deliveryMessages as m, type DeliveryZoneView } from '../../../shared/schemas/delivery';
import { AMOUNT_NOT_A_NUMBER, cashOnDeliveryFormSchema, EMPTY_ZONE_FORM, zoneFormSchema, zoneFormValues, type ZoneFormValues } from './zone-form-schema';

const valid: ZoneFormValues = { ...EMPTY_ZONE_FORM, name: 'Springfield central', postcodePrefixes: '627, 62 7 01', places: 'Springfield\nSpringfield/Downtown', fee: '9.90', siteFee: '24.90', freeFrom: '250', slotCapacity: '8' };

function messagesOf(values: ZoneFormValues, field: keyof ZoneFormValues): string[] {
  const result = zoneFormSchema(2).safeParse(values);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('zone form', () => {
  it('turns what was typed into what the API takes: lists, amounts in cents', () => {
    expect(zoneFormSchema(2).parse(valid)).toEqual({
      name: 'Springfield central',
      postcodePrefixes: ['627', '62701'],
      places: ['Springfield', 'Springfield / Downtown'],
      fee: 990,
      siteFee: 2490,
      freeFrom: 25_000,
      slotCapacity: 8,
    });
    expect(zoneFormSchema(2).parse({ ...valid, freeFrom: ' ', postcodePrefixes: '', fee: '1,250.5' })).toMatchObject({ postcodePrefixes: [], freeFrom: null, fee: 125_050 });
    expect(zoneFormSchema(0).parse({ ...valid, fee: '990', siteFee: '0', freeFrom: '' })).toMatchObject({ fee: 990, siteFee: 0 });
  });

  it('shows the server’s messages, and says which list entry is wrong', () => {
    expect(messagesOf({ ...valid, name: ' ' }, 'name')).toEqual([m.nameRequired]);
    expect(messagesOf({ ...valid, postcodePrefixes: '', places: '' }, 'postcodePrefixes')).toEqual([m.areaRequired]);
    expect(messagesOf({ ...valid, postcodePrefixes: '627, 6#2' }, 'postcodePrefixes')).toEqual([`6#2: ${m.prefixShape}`]);
    expect(messagesOf({ ...valid, places: 'Riverside\nriverside ' }, 'places')).toEqual([m.placesRepeated]);
    expect(messagesOf({ ...valid, fee: '' }, 'fee')).toEqual([m.feeRequired]);
    expect(messagesOf({ ...valid, fee: 'ten' }, 'fee')).toEqual([AMOUNT_NOT_A_NUMBER]);
    expect(messagesOf({ ...valid, fee: '-1' }, 'fee')).toEqual([m.feeCents]);
    expect(messagesOf({ ...valid, siteFee: '1.999' }, 'siteFee')).toEqual([m.siteFeeCents]);
    expect(messagesOf({ ...valid, freeFrom: '99999999999' }, 'freeFrom')).toEqual([m.amountTooHigh]);
    expect(messagesOf({ ...valid, slotCapacity: '' }, 'slotCapacity')).toEqual([m.capacityRequired]);
    expect(messagesOf({ ...valid, slotCapacity: '501' }, 'slotCapacity')).toEqual([m.capacityRange]);
    expect(messagesOf({ ...valid, slotCapacity: '1.5' }, 'slotCapacity')).toEqual([m.capacityRange]);
  });

  it('shows a zone as the admin typed it', () => {
    const zone: DeliveryZoneView = { id: 'z', name: 'Riverside', postcodePrefixes: ['60546', 'LS1'], places: ['Riverside', 'Riverside / North'], fee: 1990, siteFee: 4490, freeFrom: null, slotCapacity: 4, active: true, updatedAt: new Date(0).toISOString() };
    const values = zoneFormValues(zone, 2);
    expect(values).toEqual({ name: 'Riverside', postcodePrefixes: '60546, LS1', places: 'Riverside\nRiverside / North', fee: '19.90', siteFee: '44.90', freeFrom: '', slotCapacity: '4' });
    expect(zoneFormSchema(2).parse(values)).toMatchObject({ postcodePrefixes: zone.postcodePrefixes, places: zone.places, fee: 1990, freeFrom: null });
  });
});

describe('cash-on-delivery form', () => {
  it('takes an amount, 0 included, and refuses anything else with a message', () => {
    expect(cashOnDeliveryFormSchema(2).parse({ cashOnDeliveryMax: '750' })).toEqual({ cashOnDeliveryMax: 75_000 });
    expect(cashOnDeliveryFormSchema(2).parse({ cashOnDeliveryMax: '0' })).toEqual({ cashOnDeliveryMax: 0 });
    for (const [typed, message] of [
      ['', m.codMaxRequired],
      ['-5', m.codMaxCents],
      ['abc', AMOUNT_NOT_A_NUMBER],
    ] as const) {
      const result = cashOnDeliveryFormSchema(2).safeParse({ cashOnDeliveryMax: typed });
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message), typed).toEqual([message]);
    }
  });
});
