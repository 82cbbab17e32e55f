import { AppError } from '../../../shared/errors.js';
import { deliveryFee, formatAddress, isOfferedSlot } from '../../../shared/delivery.js';
import { checkoutMessages, cashOnDeliveryLimitMessage, type CheckoutDelivery, type CheckoutQuote, type CheckoutRequest } from '../../../shared/schemas/checkout.js';
import { deliveryMessages } from '../../../shared/schemas/delivery.js';
import { belowCardMinimumMessage, CARD_PAYMENT_MIN_CENTS } from '../../../shared/schemas/discounts.js';
import type { PaymentChoice } from '../../../shared/schemas/orders.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { Database, Executor, Transaction } from '../../db/database.js';
import { addressOf, saveAddress } from '../addresses/addresses.service.js';
import { emptyCart, lockCart } from '../cart/cart.service.js';
import { lockProductsForOrder } from '../catalog/order-stock.service.js';
import { bookSlot, cashOnDeliveryMax, zoneForAddress, type DeliveryZone } from '../delivery/delivery.service.js';
import { claimDiscount, priceWithDiscount } from '../discounts/discount-claims.service.js';
import { checkLines, type WantedLine } from './order-lines-check.js';
import { earlierOrder, placeOrder, type Customer, type Idempotency, type OrderRules, type PlacedOrder } from './place-order.js';
import type { OrderDeliveryPlan } from './write-order.js';

export interface CheckoutRules extends OrderRules {
  shop: Pick<ShopConfig, 'delivery' | 'timeZone' | 'currency' | 'locale'>;
}

function refusal(code: 'VALIDATION_FAILED' | 'CONFLICT', field: string, message: string): AppError {
  return new AppError(code, message, { errors: [{ field, message }] });
}

/** Where the order goes and what delivering it costs, as the customer chose; refused with the field to fix. */
interface PlannedDelivery {
  plan: OrderDeliveryPlan;
  zone: DeliveryZone | null;
  fee: (subtotal: number) => number;
}

async function planDelivery(db: Executor, customer: Customer, delivery: CheckoutDelivery, rules: CheckoutRules, now: Date): Promise<PlannedDelivery> {
  const { shop } = rules;
  if (delivery.method === 'pickup') {
    return { plan: { method: 'pickup', address: shop.delivery.pickup.address, zone: null, slot: null, siteNotes: null }, zone: null, fee: () => 0 };
  }
  const address = delivery.addressId ? await addressOf(db, customer.id, delivery.addressId) : delivery.address;
  if (!address) throw refusal('VALIDATION_FAILED', 'delivery.address', checkoutMessages.addressRequired);
  const zone = await zoneForAddress(db, address);
  if (!zone) throw refusal('VALIDATION_FAILED', 'delivery.address', deliveryMessages.noZone);
  const siteNotes = delivery.method === 'site' ? (delivery.siteNotes ?? '') : null;
  if (siteNotes === '') throw refusal('VALIDATION_FAILED', 'delivery.siteNotes', checkoutMessages.siteNotesRequired);
  if (!delivery.slot) throw refusal('VALIDATION_FAILED', 'delivery.slot', checkoutMessages.slotRequired);
  if (!isOfferedSlot(shop.delivery, shop.timeZone, now, delivery.slot)) throw refusal('VALIDATION_FAILED', 'delivery.slot', checkoutMessages.slotNotOffered);
  const method = delivery.method;
  return {
    plan: { method, address: formatAddress(address), zone: { id: zone.id, name: zone.name }, slot: delivery.slot, siteNotes },
    zone,
    fee: (subtotal) => deliveryFee(zone, method, subtotal),
  };
}

/** Keeps a typed address for later checkouts; a full address book does not stand in the way of the order (the address is then not kept). */
async function saveAddressIfRoom(tx: Transaction, userId: string, address: NonNullable<CheckoutDelivery['address']>): Promise<void> {
  try {
    await tx.transaction((savepoint) => saveAddress(savepoint, userId, address));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
}

/**
 * A code may not bring a card order below what a card payment can be made for (it could never be
 * paid, and would wait until it expires): refused on the code, saying what to do instead.
 */
function refuseBelowCardMinimum(payment: PaymentChoice | undefined, total: number, codMax: number, shop: CheckoutRules['shop']): void {
  if (payment !== 'card' || total >= CARD_PAYMENT_MIN_CENTS) return;
  throw refusal('VALIDATION_FAILED', 'discountCode', belowCardMinimumMessage(total, CARD_PAYMENT_MIN_CENTS, total <= codMax, shop.currency, shop.locale));
}

async function cartLines(tx: Executor, userId: string, revision?: number): Promise<WantedLine[]> {
  const cart = await lockCart(tx, userId);
  if (revision !== undefined && cart.revision !== revision) throw new AppError('CONFLICT', checkoutMessages.cartChanged);
  if (cart.lines.length === 0) throw new AppError('CONFLICT', checkoutMessages.cartEmpty);
  return cart.lines;
}

/**
 * Issue 14 §2, the review step: what the customer's cart would cost with this delivery, judged by
 * the same rules as placing it (a line that cannot be ordered is refused with its message), and
 * whether cash on delivery is possible. A discount code (issue 15 §4) is judged and priced as the
 * order will be, but read without a lock: the order judges it again under its lock; with `payment`
 * card, a code bringing the total below a card payment's minimum is refused. Nothing is written.
 */
export async function quoteCheckout(db: Database, customer: Customer, delivery: CheckoutDelivery, rules: CheckoutRules, discountCode?: string, payment?: PaymentChoice, now = new Date()): Promise<CheckoutQuote> {
  const planned = await planDelivery(db, customer, delivery, rules, now);
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, customer.id);
    if (cart.lines.length === 0) throw new AppError('CONFLICT', checkoutMessages.cartEmpty);
    const products = await lockProductsForOrder(
      tx,
      cart.lines.map((line) => line.productId),
      { lock: false },
    );
    const checked = checkLines(cart.lines, products, planned.fee, rules.tax, 'cart');
    const { lines } = checked;
    const discount = discountCode === undefined ? null : await claimDiscount(tx, discountCode, customer.id, { lock: false, now, shop: rules.shop });
    const price = discount ? priceWithDiscount(checked.price, discount, planned.fee, rules.tax, rules.shop) : checked.price;
    const codMax = await cashOnDeliveryMax(tx);
    if (discount) refuseBelowCardMinimum(payment, price.total, codMax, rules.shop);
    return {
      cartRevision: cart.revision,
      lines: lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
      subtotal: price.subtotal,
      discountCode: discount?.code ?? null,
      discountCents: price.discount,
      delivery: { method: planned.plan.method, fee: price.deliveryFee, zone: planned.plan.zone?.name ?? null, address: planned.plan.address },
      tax: { name: rules.tax.name, rateBasisPoints: rules.tax.rateBasisPoints, included: rules.tax.pricesIncludeTax, amount: price.tax },
      total: price.total,
      cashOnDelivery: { allowed: price.total <= codMax, max: codMax },
      quote: null,
      invoice: null,
    };
  });
}

/**
 * Issue 14 §2: places the customer's cart as one order, all or nothing, exactly as reviewed: the
 * cart must be at the revision and the total as shown; the slot is booked (never past its
 * capacity), cash on delivery only up to the shop's limit; the ordered lines leave the cart and a
 * new address is saved in the same transaction.
 */
export async function checkout(db: Database, customer: Customer, request: CheckoutRequest, rules: CheckoutRules, idempotency?: Idempotency, now = new Date()): Promise<PlacedOrder> {
  const replay = await earlierOrder(db, customer.id, idempotency);
  if (replay) return replay;
  const planned = await planDelivery(db, customer, request.delivery, rules, now);
  const typedAddress = request.delivery.method !== 'pickup' && !request.delivery.addressId && request.delivery.saveAddress ? request.delivery.address : undefined;
  const { zone, plan } = planned;
  return placeOrder(
    db,
    {
      customer,
      phone: request.phone,
      delivery: plan,
      paymentChoice: request.payment,
      deliveryFee: planned.fee,
      lines: (tx) => cartLines(tx, customer.id, request.cartRevision),
      wording: 'cart',
      accept: async (tx, total) => {
        if (total !== request.expectedTotal) throw new AppError('CONFLICT', checkoutMessages.totalChanged);
        if (request.payment === 'cash_on_delivery') {
          const max = await cashOnDeliveryMax(tx);
          if (total > max) throw refusal('VALIDATION_FAILED', 'payment', cashOnDeliveryLimitMessage(max, rules.shop.currency, rules.shop.locale));
        }
        if (request.discountCode !== undefined) refuseBelowCardMinimum(request.payment, total, await cashOnDeliveryMax(tx), rules.shop);
      },
      book: async (tx: Transaction) => {
        if (zone && plan.slot && !(await bookSlot(tx, zone, plan.slot))) throw refusal('CONFLICT', 'delivery.slot', checkoutMessages.slotFull);
      },
      after: async (tx, lines) => {
        await emptyCart(
          tx,
          customer.id,
          lines.map((line) => line.productId),
        );
        if (typedAddress) await saveAddressIfRoom(tx, customer.id, typedAddress);
      },
      discount: request.discountCode === undefined ? undefined : { code: request.discountCode, shop: rules.shop },
    },
    rules,
    idempotency,
  );
}
