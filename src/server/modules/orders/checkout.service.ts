import { dayIn, deliveryFee, formatAddress, isOfferedSlot } from '../../../shared/delivery.js';
import { AppError } from '../../../shared/errors.js';
import { assertPostcodeFits, type PostcodeRule } from '../../../shared/shop-locale.js';
import { checkoutMessages, cashOnDeliveryLimitMessage, type CheckoutDelivery, type CheckoutQuote, type CheckoutRequest } from '../../../shared/schemas/checkout.js';
import { deliveryMessages } from '../../../shared/schemas/delivery.js';
import { belowCardMinimumMessage, CARD_PAYMENT_MIN_CENTS } from '../../../shared/schemas/discounts.js';
import type { PaymentChoice } from '../../../shared/schemas/orders.js';
import { quoteMessages } from '../../../shared/schemas/quotes.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { Database, Executor, Transaction } from '../../db/database.js';
import { addressOf, saveAddress } from '../addresses/addresses.service.js';
import { lockProductsForOrder } from '../catalog/order-stock.service.js';
import { bookSlot, cashOnDeliveryMax, zoneForAddress, type DeliveryZone } from '../delivery/delivery.service.js';
import { claimDiscount, priceWithDiscount } from '../discounts/discount-claims.service.js';
import { tradeBuyerOf, type TradeBuyer } from '../trade/trade-buyer.service.js';
import { pricingOf, readCheckoutLines, settleCheckoutLines, type CheckoutLines, type CheckoutSource } from './checkout-lines.js';
import { invoiceOffer, invoiceTermsAt, refuseAboveCreditLimit, refuseInvoiceUnlessAllowed } from './invoice-checkout.js';
import { checkLines } from './order-lines-check.js';
import { earlierOrder, placeOrder, type Customer, type Idempotency, type OrderRules, type PlacedOrder } from './place-order.js';
import type { OrderDeliveryPlan } from './write-order.js';

/** Who checks out: a cash-on-delivery order waits for a confirmed address (it holds its pieces unpaid, and only a real address can be asked about it). */
export interface CheckoutCustomer extends Customer {
  emailVerified: boolean;
}

export interface CheckoutRules extends OrderRules {
  shop: Pick<ShopConfig, 'delivery' | 'timeZone' | 'currency' | 'locale' | 'postcode'>;
}

function refusal(code: 'VALIDATION_FAILED' | 'CONFLICT' | 'FORBIDDEN', field: string, message: string): AppError {
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
  if (!delivery.addressId) assertPostcodeFits(shop.postcode, address.postcode, 'delivery.address.postcode');
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
async function saveAddressIfRoom(tx: Transaction, userId: string, address: NonNullable<CheckoutDelivery['address']>, postcodeRule: PostcodeRule): Promise<void> {
  try {
    await tx.transaction((savepoint) => saveAddress(savepoint, userId, address, postcodeRule));
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

/**
 * A quote's prices are agreed: no discount code goes with them (400 on `discountCode`). A cart is
 * placed as reviewed, so its revision is needed (400 on `cartRevision` when missing).
 */
function refuseMismatchedSource(source: CheckoutSource, discountCode: string | undefined, placing: boolean): void {
  if (source.quoteId !== undefined && discountCode !== undefined) throw refusal('VALIDATION_FAILED', 'discountCode', quoteMessages.noDiscountCode);
  if (placing && source.quoteId === undefined && source.cartRevision === undefined) throw refusal('VALIDATION_FAILED', 'cartRevision', checkoutMessages.cartRevisionRequired);
}

/** What the review is asked for besides the delivery: a quote to accept, a discount code, how the customer means to pay (each optional). */
export interface CheckoutChoices {
  quoteId?: string | undefined;
  discountCode?: string | undefined;
  payment?: PaymentChoice | undefined;
}

/**
 * Issue 14 §2, the review step: what the customer's cart (or, issue 15 §6, an answered quote of
 * theirs, at its prices) would cost with this delivery, judged by the same rules as placing it (a
 * line that cannot be ordered is refused with its message), whether cash on delivery is possible
 * and, for a trade account with payment terms (issue 15 §5), whether it fits the credit left for
 * paying on invoice. A trade account's lines are at its tier's prices. A discount code (issue 15
 * §4) is judged and priced as the order will be, but read without a lock: the order judges it
 * again under its lock; with `payment` card, a code bringing the total below a card payment's
 * minimum is refused. Nothing is written.
 */
export async function quoteCheckout(db: Database, customer: CheckoutCustomer, delivery: CheckoutDelivery, rules: CheckoutRules, choices: CheckoutChoices = {}, now = new Date()): Promise<CheckoutQuote> {
  const { discountCode, payment } = choices;
  refuseMismatchedSource(choices, discountCode, false);
  const planned = await planDelivery(db, customer, delivery, rules, now);
  return db.transaction(async (tx) => {
    const read = await readCheckoutLines(tx, customer.id, choices, { lock: false, today: dayIn(rules.shop.timeZone, now) });
    const products = await lockProductsForOrder(
      tx,
      read.lines.map((line) => line.productId),
      { lock: false },
    );
    const buyer = await tradeBuyerOf(tx, customer.id);
    const checked = checkLines(read.lines, products, planned.fee, rules.tax, 'cart', pricingOf(read, buyer));
    const { lines } = checked;
    const discount = discountCode === undefined ? null : await claimDiscount(tx, discountCode, customer.id, { lock: false, now, shop: rules.shop });
    const price = discount ? priceWithDiscount(checked.price, discount, planned.fee, rules.tax, rules.shop) : checked.price;
    const codMax = await cashOnDeliveryMax(tx);
    if (discount) refuseBelowCardMinimum(payment, price.total, codMax, rules.shop);
    return {
      cartRevision: read.cartRevision,
      quote: read.quote ? { id: read.quote.id, number: read.quote.number } : null,
      lines: lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
      subtotal: price.subtotal,
      discountCode: discount?.code ?? null,
      discountCents: price.discount,
      delivery: { method: planned.plan.method, fee: price.deliveryFee, zone: planned.plan.zone?.name ?? null, address: planned.plan.address },
      tax: { name: rules.tax.name, rateBasisPoints: rules.tax.rateBasisPoints, included: rules.tax.pricesIncludeTax, amount: price.tax },
      total: price.total,
      cashOnDelivery: { allowed: price.total <= codMax && customer.emailVerified, max: codMax, emailConfirmed: customer.emailVerified },
      invoice: invoiceOffer(buyer.invoice, price.total, rules.shop),
    };
  });
}

/**
 * Issue 14 §2: places the customer's cart as one order, all or nothing, exactly as reviewed: the
 * cart must be at the revision and the total as shown; the slot is booked (never past its
 * capacity), cash on delivery only up to the shop's limit; the ordered lines leave the cart and a
 * new address is saved in the same transaction. Issue 15 §6: with `quoteId` the order is the
 * quote's lines at its prices (read under the quote's lock, the cart left as it is) and the quote
 * is marked ordered with it. Issue 15 §5: a trade account's lines are at its tier's prices, and
 * it may pay on invoice up to its credit limit, judged under the customer's lock; the order then
 * carries its terms and its last day to pay, and its invoice is issued with it.
 */
export async function checkout(db: Database, customer: CheckoutCustomer, request: CheckoutRequest, rules: CheckoutRules, idempotency?: Idempotency, now = new Date()): Promise<PlacedOrder> {
  const replay = await earlierOrder(db, customer.id, idempotency);
  if (replay) return replay;
  refuseMismatchedSource(request, request.discountCode, true);
  if (request.payment === 'cash_on_delivery' && !customer.emailVerified) throw refusal('FORBIDDEN', 'payment', checkoutMessages.cashNeedsConfirmedEmail);
  const planned = await planDelivery(db, customer, request.delivery, rules, now);
  const typedAddress = request.delivery.method !== 'pickup' && !request.delivery.addressId && request.delivery.saveAddress ? request.delivery.address : undefined;
  const { zone, plan } = planned;
  // Read in the order's transaction, after the customer's lock: the lines first, then the buyer's terms (placeOrder runs `lines` before `pricing`).
  let read: CheckoutLines | undefined;
  let buyer: TradeBuyer | undefined;
  const readLines = () => {
    if (!read) throw new Error('the checkout priced its lines before reading them');
    return read;
  };
  const readBuyer = () => {
    if (!buyer) throw new Error('the checkout judged the order before reading the buyer');
    return buyer;
  };
  return placeOrder(
    db,
    {
      customer,
      phone: request.phone,
      delivery: plan,
      paymentChoice: request.payment,
      deliveryFee: planned.fee,
      lines: async (tx) => {
        read = await readCheckoutLines(tx, customer.id, request, { lock: true, today: dayIn(rules.shop.timeZone, now) });
        return read.lines;
      },
      wording: 'cart',
      pricing: async (tx) => {
        buyer = await tradeBuyerOf(tx, customer.id);
        return pricingOf(readLines(), buyer);
      },
      accept: async (tx, total) => {
        const allowance = request.payment === 'invoice' ? refuseInvoiceUnlessAllowed(readBuyer()) : null;
        if (total !== request.expectedTotal) throw new AppError('CONFLICT', checkoutMessages.totalChanged);
        if (allowance) refuseAboveCreditLimit(allowance, total, rules.shop);
        if (request.payment === 'cash_on_delivery') {
          const max = await cashOnDeliveryMax(tx);
          if (total > max) throw refusal('VALIDATION_FAILED', 'payment', cashOnDeliveryLimitMessage(max, rules.shop.currency, rules.shop.locale));
        }
        if (request.discountCode !== undefined) refuseBelowCardMinimum(request.payment, total, await cashOnDeliveryMax(tx), rules.shop);
      },
      // Not sent off by the end of its slot's day (or made ready for pickup within the hold), a cash order gives its pieces back.
      cashDue: plan.slot ? { endOfDay: plan.slot.day, timeZone: rules.shop.timeZone } : { days: rules.limits.pickupHoldDays },
      book: async (tx: Transaction) => {
        if (zone && plan.slot && !(await bookSlot(tx, zone, plan.slot))) throw refusal('CONFLICT', 'delivery.slot', checkoutMessages.slotFull);
      },
      invoice: {
        terms: () => {
          const allowance = readBuyer().invoice;
          return Promise.resolve(allowance ? invoiceTermsAt(allowance, rules.shop, now) : null);
        },
        timeZone: rules.shop.timeZone,
      },
      after: async (tx, _lines, orderId) => {
        await settleCheckoutLines(tx, customer.id, readLines(), orderId);
        if (typedAddress) await saveAddressIfRoom(tx, customer.id, typedAddress, rules.shop.postcode);
      },
      discount: request.discountCode === undefined ? undefined : { code: request.discountCode, shop: rules.shop },
    },
    rules,
    idempotency,
  );
}
