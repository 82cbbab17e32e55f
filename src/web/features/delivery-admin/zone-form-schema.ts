import { z } from 'zod';
import { toMinorUnits } from '../../../shared/money';
import { deliveryMessages, deliverySettingsSchema, zoneFields, type DeliveryZoneView } from '../../../shared/schemas/delivery';

/** The one rule the server never sees: an amount as typed must be a number. */
export const AMOUNT_NOT_A_NUMBER = 'Enter an amount as a number, such as 9.90';

/**
 * An amount as typed ("9.90", "1,250") → cents, then the server's own rule for the field. Empty
 * is `undefined` (the rule says it is required) unless `emptyIsNone`, when it is null.
 */
function amountField<Rule extends z.ZodType<number | null, number | null | undefined>>(fractionDigits: number, rule: Rule, notCents: string, emptyIsNone = false) {
  return z
    .string()
    .transform((typed, ctx): number | null | undefined => {
      const compact = typed.trim().replace(/\s+/g, '');
      const text = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(compact) ? compact.replaceAll(',', '') : compact;
      if (text === '') return emptyIsNone ? null : undefined;
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_NOT_A_NUMBER });
        return z.NEVER;
      }
      if (text.startsWith('-') || (text.split('.')[1] ?? '').length > fractionDigits) {
        ctx.addIssue({ code: 'custom', message: notCents });
        return z.NEVER;
      }
      try {
        return toMinorUnits(text.startsWith('.') ? `0${text}` : text.replace(/\.$/, ''), fractionDigits);
      } catch {
        ctx.addIssue({ code: 'custom', message: deliveryMessages.amountTooHigh });
        return z.NEVER;
      }
    })
    .pipe(rule);
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

/** Cents as the form shows them: 990 → "9.90". */
export function typedAmount(cents: number, fractionDigits: number): string {
  return (cents / 10 ** fractionDigits).toFixed(fractionDigits);
}

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

/** Digits after the decimal point of the shop's currency (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string, locale: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The currency's symbol ("$"), shown in front of amount fields. */
export function currencySymbol(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}
