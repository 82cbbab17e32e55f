import { and, count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { assertPostcodeFits, postcodeProblem, type PostcodeRule } from '../../../shared/shop-locale.js';
import { addressInputSchema, addressMessages, MAX_SAVED_ADDRESSES, type AddressInput, type SavedAddress } from '../../../shared/schemas/addresses.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { deliveryAddresses } from './addresses.tables.js';

export type { SavedAddress } from '../../../shared/schemas/addresses.js';

type AddressRow = typeof deliveryAddresses.$inferSelect;

function savedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    phone: row.phone,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    district: row.district,
    createdAt: row.createdAt.toISOString(),
  };
}

/** First key of the advisory locks taken per customer while an address of theirs is saved. */
const SAVED_ADDRESSES_LOCK = 72_210_014;

const notFound = () => new AppError('NOT_FOUND', addressMessages.notFound);

/** GET /api/addresses: the customer's saved addresses, newest first. */
export async function addressesOf(db: Executor, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id));
  return rows.map(savedAddress);
}

/** One of the customer's saved addresses; another customer's (or an unknown id) is "not found". */
export async function addressOf(db: Executor, userId: string, addressId: string): Promise<SavedAddress> {
  if (!isUuid(addressId)) throw notFound();
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.userId, userId)));
  if (!row) throw notFound();
  return savedAddress(row);
}

/** The address checked again with the API's rules (a caller may pass what a client sent). */
function checked(address: AddressInput, postcodeRule: PostcodeRule) {
  const result = addressInputSchema.safeParse(address);
  if (result.success) {
    assertPostcodeFits(postcodeRule, result.data.postcode, 'postcode');
    return result.data;
  }
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'address';
    // The postcode is named as the shop's locale names it ("ZIP code is required").
    const message = field === 'postcode' ? (postcodeProblem(postcodeRule, typeof address.postcode === 'string' ? address.postcode : '') ?? issue.message) : issue.message;
    return { field, message };
  });
  throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'This address is not valid', { errors });
}

/**
 * Saves an address for the customer, checked with the rules of POST /api/addresses and the shop's
 * postcode rule. At most MAX_SAVED_ADDRESSES each: the count is taken under a transaction-long
 * lock on the customer, so two saves at once cannot both pass it. Pass the caller's transaction when saving is part of a
 * larger change (a checkout).
 */
export async function saveAddress(tx: Executor, userId: string, input: AddressInput, postcodeRule: PostcodeRule): Promise<SavedAddress> {
  const address = checked(input, postcodeRule);
  return tx.transaction(async (inner) => {
    await inner.execute(sql`select pg_advisory_xact_lock(${SAVED_ADDRESSES_LOCK}, hashtext(${userId}))`);
    const [saved] = await inner.select({ total: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
    if ((saved?.total ?? 0) >= MAX_SAVED_ADDRESSES) throw new AppError('CONFLICT', addressMessages.tooMany);
    const [row] = await inner
      .insert(deliveryAddresses)
      .values({
        userId,
        label: address.label,
        recipient: address.recipient,
        phone: address.phone,
        street: address.street,
        postcode: address.postcode,
        city: address.city,
        district: address.district,
      })
      .returning();
    if (!row) throw new Error('an address insert returned no row');
    return savedAddress(row);
  });
}

/** DELETE /api/addresses/:id: only the owner's; another customer's is "not found". Orders keep their own copy. */
export async function deleteAddress(db: Executor, userId: string, addressId: string): Promise<void> {
  if (!isUuid(addressId)) throw notFound();
  const deleted = await db
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.userId, userId)))
    .returning({ id: deliveryAddresses.id });
  if (deleted.length === 0) throw notFound();
}
