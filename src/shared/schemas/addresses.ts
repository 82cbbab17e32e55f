import { z } from 'zod';
import { phoneSchema } from './phone.js';

/**
 * Saved delivery addresses (issue 14 §2): a customer keeps up to MAX_SAVED_ADDRESSES of them and
 * picks one at checkout. The same schema checks an address typed at checkout.
 */
export const MAX_SAVED_ADDRESSES = 10;

export const ADDRESS_LIMITS = { label: 40, recipient: 100, street: 150, postcode: 16, city: 80, district: 80 } as const;

export const addressMessages = {
  labelNotText: 'Label must be text',
  labelTooLong: `Label must be at most ${ADDRESS_LIMITS.label} characters`,
  recipientRequired: 'Recipient is required',
  recipientTooLong: `Recipient must be at most ${ADDRESS_LIMITS.recipient} characters`,
  streetRequired: 'Street and house number are required',
  streetTooLong: `Street must be at most ${ADDRESS_LIMITS.street} characters`,
  postcodeRequired: 'Postcode is required',
  postcodeTooLong: `Postcode must be at most ${ADDRESS_LIMITS.postcode} characters`,
  postcodeShape: 'Postcode may contain only letters, digits, spaces and dashes',
  cityRequired: 'City is required',
  cityTooLong: `City must be at most ${ADDRESS_LIMITS.city} characters`,
  districtNotText: 'District must be text',
  districtTooLong: `District must be at most ${ADDRESS_LIMITS.district} characters`,
  tooMany: `You can save at most ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use first.`,
  notFound: 'This address does not exist',
  saved: 'Address saved',
  deleted: 'Address deleted',
} as const;

const m = addressMessages;

/** Text typed by a person: trimmed, runs of spaces made one. */
function text(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** Optional text: missing, null or empty all mean none (''). */
function optionalText(notText: string, max: number, tooLong: string) {
  return z
    .string({ error: notText })
    .nullish()
    .transform((value) => (value ?? '').trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max, tooLong));
}

/** What any postcode looks like, whatever the shop's own rule: letters, digits, spaces and dashes. */
export const POSTCODE_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

export const postcodeSchema = text(m.postcodeRequired, ADDRESS_LIMITS.postcode, m.postcodeTooLong).pipe(z.string().regex(POSTCODE_SHAPE, m.postcodeShape));
export const citySchema = text(m.cityRequired, ADDRESS_LIMITS.city, m.cityTooLong);
export const districtSchema = optionalText(m.districtNotText, ADDRESS_LIMITS.district, m.districtTooLong);

/** Where a delivery goes, as far as zones care: postcode, city and (optionally) district. */
export const deliveryPlaceSchema = z.object({ postcode: postcodeSchema, city: citySchema, district: districtSchema });
export type DeliveryPlaceInput = z.input<typeof deliveryPlaceSchema>;

/** A full delivery address: POST /api/addresses, and an address typed at checkout. */
export const addressInputSchema = z.object({
  label: optionalText(m.labelNotText, ADDRESS_LIMITS.label, m.labelTooLong),
  recipient: text(m.recipientRequired, ADDRESS_LIMITS.recipient, m.recipientTooLong),
  phone: phoneSchema,
  street: text(m.streetRequired, ADDRESS_LIMITS.street, m.streetTooLong),
  postcode: postcodeSchema,
  city: citySchema,
  district: districtSchema,
});
/** An address as sent (optional fields may be left out). */
export type AddressInput = z.input<typeof addressInputSchema>;
/** An address as checked: trimmed, label and district '' when none. */
export type Address = z.output<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  district: z.string(),
  createdAt: z.iso.datetime(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/addresses: mine, newest first. */
export const addressListSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const addressReplySchema = z.object({ message: z.string(), address: savedAddressSchema });
export type AddressReply = z.infer<typeof addressReplySchema>;
