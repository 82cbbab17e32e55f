import { addressInputSchema, deliveryPlaceSchema, MAX_SAVED_ADDRESSES, type DeliveryPlaceInput, type SavedAddress } from '../../../shared/schemas/addresses';
import { cashOnDeliveryLimitMessage, checkoutMessages, reviewWaitingMessages, type CheckoutDelivery, type CheckoutQuote } from '../../../shared/schemas/checkout';
import { deliveryMessages, type SlotAvailability } from '../../../shared/schemas/delivery';
import type { DeliveryMethod, PaymentChoice } from '../../../shared/schemas/orders';
import { phoneMessages, phoneSchema } from '../../../shared/schemas/phone';
import { postcodeProblem, type PostcodeRule } from '../../../shared/shop-locale';

/** The address choice of a customer who types a new address instead of picking a saved one. */
export const NEW_ADDRESS = 'new';

export const SITE_NOTES_MAX = 500;

/** A new delivery address as typed (label and district may stay empty). */
export interface TypedAddress {
  recipient: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  district: string;
  label: string;
}

export interface CheckoutFormValues {
  method: DeliveryMethod;
  /** A saved address's id, or NEW_ADDRESS. */
  addressChoice: string;
  address: TypedAddress;
  saveAddress: boolean;
  /** YYYY-MM-DD of the delivery slot ('' until chosen). */
  slotDay: string;
  /** The slot's window on that day, e.g. 08:00-12:00 ('' until chosen). */
  slotWindow: string;
  siteNotes: string;
  /** The number the shop calls about the order. */
  phone: string;
  payment: PaymentChoice;
  acceptTerms: boolean;
}

/** Every field of the form that can show a problem, in the order they appear on the page. */
export const CHECKOUT_FIELDS = [
  'method',
  'addressChoice',
  'address.recipient',
  'address.phone',
  'address.street',
  'address.postcode',
  'address.city',
  'address.district',
  'address.label',
  'siteNotes',
  'slotDay',
  'slotWindow',
  'phone',
  'payment',
  'acceptTerms',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export interface FieldProblem {
  field: CheckoutField;
  message: string;
}

/** The form as it opens: home delivery to the newest saved address (or a new one in the customer's name), paid by card. */
export function checkoutDefaults(addresses: readonly SavedAddress[], customerName: string): CheckoutFormValues {
  const newest = addresses[0];
  return {
    method: 'home',
    addressChoice: newest?.id ?? NEW_ADDRESS,
    address: { recipient: customerName, phone: '', street: '', postcode: '', city: '', district: '', label: '' },
    saveAddress: addresses.length < MAX_SAVED_ADDRESSES,
    slotDay: '',
    slotWindow: '',
    siteNotes: '',
    phone: newest?.phone ?? '',
    payment: 'card',
    acceptTerms: false,
  };
}

/** Delivered to an address (home or a building site), as opposed to picked up at the shop. */
export function isDelivered(method: DeliveryMethod): boolean {
  return method !== 'pickup';
}

export interface AddressChoice {
  method: DeliveryMethod;
  addressChoice: string;
  address: TypedAddress;
}

/** The saved address chosen for a delivery, if one is. */
export function chosenSavedAddress(choice: AddressChoice, addresses: readonly SavedAddress[]): SavedAddress | undefined {
  if (!isDelivered(choice.method) || choice.addressChoice === NEW_ADDRESS) return undefined;
  return addresses.find((address) => address.id === choice.addressChoice);
}

/**
 * Where the order would be delivered, as far as zones care: the saved address chosen, or the new
 * one once its postcode and city are valid. Null for pickup and while nothing usable is chosen.
 */
export function deliveryPlaceOf(choice: AddressChoice, addresses: readonly SavedAddress[], postcodeRule: PostcodeRule): DeliveryPlaceInput | null {
  if (!isDelivered(choice.method)) return null;
  const saved = chosenSavedAddress(choice, addresses);
  const { postcode, city, district } = saved ?? (choice.addressChoice === NEW_ADDRESS ? choice.address : { postcode: '', city: '', district: '' });
  const place = deliveryPlaceSchema.safeParse({ postcode, city, district });
  if (!place.success) return null;
  return saved || postcodeProblem(postcodeRule, place.data.postcode) === null ? place.data : null;
}

/** A typed address as the API takes it, once every field is valid and the postcode fits the shop's rule; else null. */
function typedAddressOf(address: TypedAddress, postcodeRule: PostcodeRule) {
  const typed = addressInputSchema.safeParse(address);
  return typed.success && postcodeProblem(postcodeRule, typed.data.postcode) === null ? typed.data : null;
}

export type DeliveryChoice = AddressChoice & Pick<CheckoutFormValues, 'slotDay' | 'slotWindow' | 'siteNotes' | 'saveAddress'>;

/**
 * The delivery as the API takes it, once the choice is complete enough to be priced: pickup; or an
 * address (saved, or new and valid) that a zone delivers to, a slot, and for a building site the
 * notes for the driver. Null while something is missing. `saveAddress` is only sent when placing.
 */
export function deliveryRequestOf(choice: DeliveryChoice, addresses: readonly SavedAddress[], postcodeRule: PostcodeRule, delivers: boolean, forPlacing = false): CheckoutDelivery | null {
  if (choice.method === 'pickup') return { method: 'pickup', saveAddress: false };
  if (!delivers || choice.slotDay === '' || choice.slotWindow === '') return null;
  const siteNotes = choice.siteNotes.trim();
  if (choice.method === 'site' && (siteNotes === '' || siteNotes.length > SITE_NOTES_MAX)) return null;
  const slot = { day: choice.slotDay, window: choice.slotWindow };
  const notes = choice.method === 'site' ? { siteNotes } : {};
  const saved = chosenSavedAddress(choice, addresses);
  if (saved) return { method: choice.method, addressId: saved.id, saveAddress: false, slot, ...notes };
  if (choice.addressChoice !== NEW_ADDRESS) return null;
  const typed = typedAddressOf(choice.address, postcodeRule);
  if (!typed) return null;
  return { method: choice.method, address: typed, saveAddress: forPlacing && choice.saveAddress, slot, ...notes };
}

/**
 * What the review still waits for before it can be priced (null once `deliveryRequestOf` has a
 * delivery to price): the summary names that one thing instead of a general "choose the delivery"
 * while the buyer has already chosen it.
 */
export function reviewWaitingFor(choice: DeliveryChoice, addresses: readonly SavedAddress[], postcodeRule: PostcodeRule, delivers: boolean | undefined): string | null {
  if (deliveryRequestOf(choice, addresses, postcodeRule, delivers === true) !== null) return null;
  const hasAddress = chosenSavedAddress(choice, addresses) !== undefined || (choice.addressChoice === NEW_ADDRESS && typedAddressOf(choice.address, postcodeRule) !== null);
  if (!hasAddress) return reviewWaitingMessages.address;
  if (delivers === false) return reviewWaitingMessages.zone;
  if (delivers === undefined) return reviewWaitingMessages.checking;
  if (choice.slotDay === '' || choice.slotWindow === '') return reviewWaitingMessages.slot;
  return reviewWaitingMessages.siteNotes;
}

/** What the form knows from the shop when it checks itself. */
export interface CheckoutCheckContext {
  /** Whether a zone delivers to the chosen place: undefined while it is not known. */
  delivers: boolean | undefined;
  /** The slots offered for that place (undefined while not known). */
  slots: readonly SlotAvailability[] | undefined;
  /** From the review: whether the total may be paid in cash on delivery. */
  cashOnDelivery: CheckoutQuote['cashOnDelivery'] | undefined;
  currency: string;
  locale: string;
  /** The shop's postcode rule: a typed postcode must fit it. */
  postcodeRule: PostcodeRule;
}

const ADDRESS_FIELDS = new Set<string>(['recipient', 'phone', 'street', 'postcode', 'city', 'district', 'label']);

/** The address fields whose values are refused, with the API's own messages. */
function typedAddressProblems(address: TypedAddress, postcodeRule: PostcodeRule): FieldProblem[] {
  const result = addressInputSchema.safeParse(address);
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of result.success ? [] : result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!ADDRESS_FIELDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    // The postcode is named as the shop's locale names it ("ZIP code is required").
    const message = key === 'postcode' ? (postcodeProblem(postcodeRule, address.postcode) ?? issue.message) : issue.message;
    problems.push({ field: `address.${key}` as CheckoutField, message });
  }
  const postcode = seen.has('postcode') ? null : postcodeProblem(postcodeRule, address.postcode);
  if (postcode) problems.push({ field: 'address.postcode', message: postcode });
  return problems;
}

function deliveryProblems(values: CheckoutFormValues, context: CheckoutCheckContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (values.addressChoice === NEW_ADDRESS) problems.push(...typedAddressProblems(values.address, context.postcodeRule));
  else if (values.addressChoice === '') problems.push({ field: 'addressChoice', message: checkoutMessages.addressRequired });
  if (problems.length === 0 && context.delivers === false) problems.push({ field: 'addressChoice', message: deliveryMessages.noZone });
  if (values.method === 'site') {
    const notes = values.siteNotes.trim();
    if (notes === '') problems.push({ field: 'siteNotes', message: checkoutMessages.siteNotesRequired });
    else if (notes.length > SITE_NOTES_MAX) problems.push({ field: 'siteNotes', message: checkoutMessages.siteNotesTooLong });
  }
  if (context.delivers !== false) {
    const slot = context.slots?.find((offered) => offered.day === values.slotDay && offered.window === values.slotWindow);
    if (values.slotDay === '' || values.slotWindow === '') problems.push({ field: 'slotWindow', message: checkoutMessages.slotRequired });
    else if (context.slots && !slot) problems.push({ field: 'slotWindow', message: checkoutMessages.slotNotOffered });
    else if (slot?.remaining === 0) problems.push({ field: 'slotWindow', message: checkoutMessages.slotFull });
  }
  return problems;
}

/**
 * What stops the order from being placed as the form stands, field by field in page order, with
 * the messages the shop's API gives for the same problems.
 */
export function checkoutProblems(values: CheckoutFormValues, context: CheckoutCheckContext): FieldProblem[] {
  const problems = isDelivered(values.method) ? deliveryProblems(values, context) : [];
  const phone = phoneSchema.safeParse(values.phone);
  if (!phone.success) problems.push({ field: 'phone', message: phone.error.issues[0]?.message ?? phoneMessages.required });
  if (values.payment === 'cash_on_delivery' && context.cashOnDelivery && !context.cashOnDelivery.allowed) {
    const message = context.cashOnDelivery.emailConfirmed ? cashOnDeliveryLimitMessage(context.cashOnDelivery.max, context.currency, context.locale) : checkoutMessages.cashNeedsConfirmedEmail;
    problems.push({ field: 'payment', message });
  }
  if (!values.acceptTerms) problems.push({ field: 'acceptTerms', message: checkoutMessages.termsRequired });
  return problems.sort((a, b) => CHECKOUT_FIELDS.indexOf(a.field) - CHECKOUT_FIELDS.indexOf(b.field));
}

/**
 * Where a field named in the API's refusal shows on the form; 'lines' for a cart line's problem
 * (shown with the review, with a way back to the cart); null for anything else.
 */
export function formFieldOf(serverField: string): CheckoutField | 'lines' | null {
  if (serverField === 'lines' || serverField.startsWith('lines.')) return 'lines';
  if (serverField === 'delivery.address' || serverField === 'delivery.addressId') return 'addressChoice';
  const typed = /^delivery\.address\.(\w+)$/.exec(serverField)?.[1];
  if (typed) return ADDRESS_FIELDS.has(typed) ? (`address.${typed}` as CheckoutField) : 'addressChoice';
  if (serverField === 'delivery.slot' || serverField.startsWith('delivery.slot.')) return 'slotWindow';
  if (serverField === 'delivery.siteNotes') return 'siteNotes';
  if (serverField === 'delivery.method') return 'method';
  if (serverField === 'phone' || serverField === 'payment' || serverField === 'acceptTerms') return serverField;
  return null;
}
