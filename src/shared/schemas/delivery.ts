import { z } from 'zod';
import { nameInSentence, type PostcodeRule } from '../shop-locale.js';
import { MAX_MINOR_UNITS } from '../money.js';
import { normalisePostcode, placeKey } from '../delivery.js';
import { ADDRESS_LIMITS, addressMessages, deliveryPlaceSchema, postcodeSchema } from './addresses.js';
import { centsDescription } from './cents.js';

/**
 * Delivery zones, slots and the cash-on-delivery maximum (issue 14 §2). Admins manage zones (by
 * postcode prefix or by city, "city / district") with their fees and slot capacity; customers ask
 * which zone, fees and slots apply to their address. Money in cents.
 */
export const ZONE_NAME_MAX = 60;
export const MAX_SLOT_CAPACITY = 500;
export const MAX_POSTCODE_PREFIXES = 100;
export const POSTCODE_PREFIX_MAX = 16;
export const MAX_PLACES = 200;
export const PLACE_MAX = 120;

export const deliveryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${ZONE_NAME_MAX} characters`,
  nameTaken: 'A zone with this name already exists',
  areaRequired: 'Give at least one postcode prefix or place',
  prefixesNotList: 'Postcode prefixes must be a list',
  prefixEmpty: 'A postcode prefix cannot be empty',
  prefixTooLong: `A postcode prefix must be at most ${POSTCODE_PREFIX_MAX} characters`,
  prefixShape: 'A postcode prefix may contain only letters, digits and dashes',
  prefixesTooMany: `At most ${MAX_POSTCODE_PREFIXES} postcode prefixes`,
  prefixesRepeated: 'Each postcode prefix once',
  placesNotList: 'Places must be a list',
  placeEmpty: 'A place cannot be empty',
  placeTooLong: `A place must be at most ${PLACE_MAX} characters`,
  placesTooMany: `At most ${MAX_PLACES} places`,
  placesRepeated: 'Each place once',
  feeRequired: 'Home delivery fee is required',
  feeCents: 'Home delivery fee must be a whole number of cents, 0 or more',
  siteFeeRequired: 'Site delivery fee is required',
  siteFeeCents: 'Site delivery fee must be a whole number of cents, 0 or more',
  freeFromCents: 'Free-from amount must be a whole number of cents, 0 or more',
  amountTooHigh: 'This amount is too high',
  capacityRequired: 'Deliveries per slot is required',
  capacityRange: `Deliveries per slot must be a whole number from 1 to ${MAX_SLOT_CAPACITY}`,
  activeFlag: 'Active must be true or false',
  nothingToChange: 'Change at least one thing',
  zoneNotFound: 'This delivery zone does not exist',
  zoneAdded: 'Delivery zone added',
  zoneSaved: 'Delivery zone saved',
  zoneActivated: 'Delivery zone activated',
  zoneDeactivated: 'Delivery zone deactivated: it no longer delivers',
  codMaxRequired: 'Cash-on-delivery maximum is required',
  codMaxCents: 'Cash-on-delivery maximum must be a whole number of cents, 0 or more',
  settingsSaved: 'Cash-on-delivery maximum saved',
  noZone: 'We do not deliver to this address yet. Choose pickup from the shop, or another address.',
  cityNotText: 'City is one piece of text',
} as const;

/** Why the product page promises no delivery, naming the postcode as the shop's locale does ("this ZIP code"). */
export function estimateMessages(rule: PostcodeRule) {
  const name = nameInSentence(rule.name);
  return {
    noZone: `We do not deliver to this ${name} yet: collect your order at the trade counter.`,
    slotsFull: `Every delivery slot of the coming days is taken for this ${name}: collect your order at the trade counter.`,
  };
}

const m = deliveryMessages;

/** An amount of money in cents as the API takes it. */
function cents(required: string, shape: string) {
  return z.number({ error: required }).int(shape).min(0, shape).max(MAX_MINOR_UNITS, m.amountTooHigh).describe(centsDescription());
}

const name = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(ZONE_NAME_MAX, m.nameTooLong);

/** Prefixes as stored: upper case, no spaces, each once. */
const postcodePrefixes = z
  .array(
    z
      .string({ error: m.prefixEmpty })
      .transform(normalisePostcode)
      .pipe(
        z
          .string()
          .min(1, m.prefixEmpty)
          .max(POSTCODE_PREFIX_MAX, m.prefixTooLong)
          .regex(/^[\p{L}\p{N}-]+$/u, m.prefixShape),
      ),
    { error: m.prefixesNotList },
  )
  .max(MAX_POSTCODE_PREFIXES, m.prefixesTooMany)
  .refine((list) => new Set(list).size === list.length, m.prefixesRepeated);

/** Places as stored: trimmed, "city / district" spaced alike, each once (case aside). */
const places = z
  .array(
    z
      .string({ error: m.placeEmpty })
      .transform((place) => place.trim().replace(/\s*\/\s*/g, ' / ').replace(/\s+/g, ' '))
      .pipe(z.string().min(1, m.placeEmpty).max(PLACE_MAX, m.placeTooLong)),
    { error: m.placesNotList },
  )
  .max(MAX_PLACES, m.placesTooMany)
  .refine((list) => new Set(list.map(placeKey)).size === list.length, m.placesRepeated);

/** Each field of a zone with its rules and messages (the admin form checks what is typed with them). */
export const zoneFields = {
  name,
  postcodePrefixes,
  places,
  fee: cents(m.feeRequired, m.feeCents),
  siteFee: cents(m.siteFeeRequired, m.siteFeeCents),
  /** Null (or left out): delivery is never free. */
  freeFrom: cents(m.freeFromCents, m.freeFromCents).nullable(),
  slotCapacity: z.number({ error: m.capacityRequired }).int(m.capacityRange).min(1, m.capacityRange).max(MAX_SLOT_CAPACITY, m.capacityRange),
};

/** POST /api/delivery/zones. A new zone is active. */
export const zoneInputSchema = z
  .object({ ...zoneFields, postcodePrefixes: postcodePrefixes.default([]), places: places.default([]), freeFrom: zoneFields.freeFrom.default(null) })
  .refine((zone) => zone.postcodePrefixes.length + zone.places.length > 0, { message: m.areaRequired, path: ['postcodePrefixes'] });
export type ZoneInput = z.input<typeof zoneInputSchema>;

/** PUT /api/delivery/zones/:id: the fields to change; `active: false` deactivates, `true` activates. */
export const zoneUpdateSchema = z
  .object({
    name: zoneFields.name.optional(),
    postcodePrefixes: zoneFields.postcodePrefixes.optional(),
    places: zoneFields.places.optional(),
    fee: zoneFields.fee.optional(),
    siteFee: zoneFields.siteFee.optional(),
    freeFrom: zoneFields.freeFrom.optional(),
    slotCapacity: zoneFields.slotCapacity.optional(),
    active: z.boolean({ error: m.activeFlag }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);
export type ZoneUpdate = z.input<typeof zoneUpdateSchema>;

export const deliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  postcodePrefixes: z.array(z.string()),
  places: z.array(z.string()),
  fee: z.number().int(),
  siteFee: z.number().int(),
  freeFrom: z.number().int().nullable(),
  slotCapacity: z.number().int(),
  active: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type DeliveryZoneView = z.infer<typeof deliveryZoneSchema>;

/** GET /api/delivery/zones (admins): active zones first, then by name. */
export const zoneListSchema = z.object({ zones: z.array(deliveryZoneSchema) });
export type ZoneList = z.infer<typeof zoneListSchema>;
export const zoneReplySchema = z.object({ message: z.string(), zone: deliveryZoneSchema });
export type ZoneReply = z.infer<typeof zoneReplySchema>;

/** GET and PUT /api/delivery/settings (admins): the largest order total payable in cash on delivery. */
export const deliverySettingsSchema = z.object({ cashOnDeliveryMax: cents(m.codMaxRequired, m.codMaxCents) });
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
export const deliverySettingsReplySchema = deliverySettingsSchema.extend({ message: z.string() });
export type DeliverySettingsReply = z.infer<typeof deliverySettingsReplySchema>;

/** POST /api/delivery/options: where the customer wants the order delivered. */
export const deliveryOptionsRequestSchema = z.object({ address: deliveryPlaceSchema });
export type DeliveryOptionsRequest = z.input<typeof deliveryOptionsRequestSchema>;

export const slotAvailabilitySchema = z.object({
  /** YYYY-MM-DD in the shop's time zone. */
  day: z.string(),
  window: z.string(),
  /** Deliveries this slot can still take in the zone (0: full). */
  remaining: z.number().int(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const deliveryOptionsSchema = z.object({
  /** The zone that delivers to the address (null: none does; pickup only). */
  zone: z.object({ id: z.string(), name: z.string(), fee: z.number().int(), siteFee: z.number().int(), freeFrom: z.number().int().nullable() }).nullable(),
  /** Why there is no delivery to the address (null when a zone delivers). */
  message: z.string().nullable(),
  /** Offered slots of the zone, earliest first (empty without a zone). */
  slots: z.array(slotAvailabilitySchema),
  pickup: z.object({ address: z.string(), hours: z.string() }),
  /** The largest order total payable in cash on delivery (cents). */
  cashOnDeliveryMax: z.number().int(),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

/** GET /api/delivery/estimate: where a visitor would have a product delivered (the city only sharpens the zone). */
export const deliveryEstimateQuerySchema = z.object({
  postcode: postcodeSchema,
  city: z.string({ error: m.cityNotText }).trim().max(ADDRESS_LIMITS.city, addressMessages.cityTooLong).optional(),
});
export type DeliveryEstimateQuery = z.input<typeof deliveryEstimateQuerySchema>;

/**
 * When an order placed now would arrive at a postcode, by the checkout's own rules: the zone that
 * delivers there and its first offered slot with room (from tomorrow), else why not; and pickup.
 */
export const deliveryEstimateSchema = z.object({
  postcode: z.string(),
  zone: z.string().nullable(),
  slot: z.object({ day: z.string(), window: z.string() }).nullable(),
  /** Why no slot is promised (no zone delivers there, or every slot is taken); null with a slot. */
  message: z.string().nullable(),
  pickup: z.object({ address: z.string(), hours: z.string() }),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;
