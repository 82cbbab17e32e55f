import { z } from 'zod';
import { deliveryMessages, deliverySettingsSchema, zoneFields, type DeliveryZoneView } from '../../../shared/schemas/delivery';
import { typedAmount, typedAmountField } from '../../lib/typed-amount';

/** The one rule the server never sees: an amount as typed must be a number. */
export const AMOUNT_NOT_A_NUMBER = 'Enter an amount as a number, such as 9.90';

/**
 * An amount as typed ("9.90", "1,250") → cents, then the server's own rule for the field. Empty is
 * `undefined` (the rule says it is required) unless `emptyIsNone`, when it is null.
 */
function amountField<Rule extends z.ZodType<number | null, number | null | undefined>>(fractionDigits: number, rule: Rule, notCents: string, emptyIsNone = false) {
  return typedAmountField(fractionDigits, rule, { notANumber: AMOUNT_NOT_A_NUMBER, negative: notCents, tooManyDecimals: notCents, tooHigh: deliveryMessages.amountTooHigh }, emptyIsNone);
}

/** Entries typed as a list, separated by commas or new lines. */
export function entriesOf(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A list typed as text, checked with the server's rule for it; a problem shows on the whole field. */
function listField(rule: z.ZodType<string[], string[]>) {
  return z.string().transform((text, ctx) => {
    const result = rule.safeParse(entriesOf(text));
    if (result.success) return result.data;
    for (const issue of result.error.issues.slice(0, 1)) {
      const entry = typeof issue.path[0] === 'number' ? entriesOf(text)[issue.path[0]] : undefined;
      ctx.addIssue({ code: 'custom', message: entry === undefined ? issue.message : `${entry}: ${issue.message}` });
    }
    return z.NEVER;
  });
}

/** The zone form: what POST /api/delivery/zones (or PUT, editing) takes, from what was typed. */
export function zoneFormSchema(fractionDigits: number) {
  return z
    .object({
      name: zoneFields.name,
      postcodePrefixes: listField(zoneFields.postcodePrefixes),
      places: listField(zoneFields.places),
      fee: amountField(fractionDigits, zoneFields.fee, deliveryMessages.feeCents),
      siteFee: amountField(fractionDigits, zoneFields.siteFee, deliveryMessages.siteFeeCents),
      freeFrom: amountField(fractionDigits, zoneFields.freeFrom, deliveryMessages.freeFromCents, true),
      slotCapacity: z
        .string()
        .transform((typed) => (typed.trim() === '' ? undefined : Number(typed.trim())))
        .pipe(zoneFields.slotCapacity),
    })
    .refine((zone) => zone.postcodePrefixes.length + zone.places.length > 0, { message: deliveryMessages.areaRequired, path: ['postcodePrefixes'] });
}
export type ZoneFormOutput = z.output<ReturnType<typeof zoneFormSchema>>;

/** What the zone form holds: text as typed. */
export interface ZoneFormValues {
  name: string;
  /** Separated by commas or new lines. */
  postcodePrefixes: string;
  /** One per line (or separated by commas). */
  places: string;
  fee: string;
  siteFee: string;
  /** Empty: never free. */
  freeFrom: string;
  slotCapacity: string;
}

export const ZONE_FORM_FIELDS = ['name', 'postcodePrefixes', 'places', 'fee', 'siteFee', 'freeFrom', 'slotCapacity'] as const;

export const EMPTY_ZONE_FORM: ZoneFormValues = { name: '', postcodePrefixes: '', places: '', fee: '', siteFee: '', freeFrom: '', slotCapacity: '' };

/** A zone's values in the form. */
export function zoneFormValues(zone: DeliveryZoneView, fractionDigits: number): ZoneFormValues {
  return {
    name: zone.name,
    postcodePrefixes: zone.postcodePrefixes.join(', '),
    places: zone.places.join('\n'),
    fee: typedAmount(zone.fee, fractionDigits),
    siteFee: typedAmount(zone.siteFee, fractionDigits),
    freeFrom: zone.freeFrom === null ? '' : typedAmount(zone.freeFrom, fractionDigits),
    slotCapacity: String(zone.slotCapacity),
  };
}

/** The cash-on-delivery form: the maximum as typed → cents. */
export function cashOnDeliveryFormSchema(fractionDigits: number) {
  return z.object({ cashOnDeliveryMax: amountField(fractionDigits, deliverySettingsSchema.shape.cashOnDeliveryMax, deliveryMessages.codMaxCents) });
}
