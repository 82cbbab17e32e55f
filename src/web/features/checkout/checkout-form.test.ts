import { describe, expect, it } from 'vitest';
import { addressMessages, MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../shared/schemas/addresses';
import { cashOnDeliveryLimitMessage, checkoutMessages, reviewWaitingMessages } from '../../../shared/schemas/checkout';
import { deliveryMessages } from '../../../shared/schemas/delivery';
import { phoneMessages } from '../../../shared/schemas/phone';
import type { PostcodeRule } from '../../../shared/shop-locale';
import {
  checkoutDefaults,
  checkoutProblems,
  deliveryPlaceOf,
  deliveryRequestOf,
  formFieldOf,
  NEW_ADDRESS,
  reviewWaitingFor,
  type CheckoutCheckContext,
  type CheckoutFormValues,
} from './checkout-form';
import { formErrorsOf } from './form-resolver';

const saved: SavedAddress = {
  id: '0b8f8a52-8d0f-4a3e-9d55-0a1d2f1c0a11',
  label: 'Workshop',
  recipient: 'Jo Doe',
  phone: '+1 217 555 0100 1',
  street: '12 Foundry Street',
  postcode: '62701',
  city: 'Springfield',
  district: '',
  createdAt: '2026-01-02T10:00:00.000Z',
};

const typed = { recipient: 'Sam Site', phone: '+1 217 555 0199 2', street: '4 Quarry Lane', postcode: '62704', city: 'Springfield', district: 'Downtown', label: '' };

const slot = { day: '2030-05-06', window: '08:00-12:00', remaining: 3 };

/** The demo shop's ZIP codes: five digits, or five and four. */
const rule: PostcodeRule = { name: 'ZIP code', pattern: '^[0-9]{5}(-[0-9]{4})?$', example: '62701' };
const known: CheckoutCheckContext = { delivers: true, slots: [slot, { day: '2030-05-06', window: '12:00-16:00', remaining: 0 }], cashOnDelivery: { allowed: true, max: 50_000, emailConfirmed: true }, currency: 'USD', locale: 'en-US', postcodeRule: rule };

function form(overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return { ...checkoutDefaults([saved], 'Jo Doe'), slotDay: slot.day, slotWindow: slot.window, acceptTerms: true, ...overrides };
}

describe('the checkout form', () => {
  it('opens with home delivery to the newest saved address, its phone, card payment, and saving a new address while there is room', () => {
    expect(checkoutDefaults([saved], 'Jo Doe')).toMatchObject({ method: 'home', addressChoice: saved.id, phone: saved.phone, payment: 'card', acceptTerms: false, saveAddress: true });
    const fresh = checkoutDefaults([], 'Casey Buyer');
    expect(fresh).toMatchObject({ addressChoice: NEW_ADDRESS, phone: '', saveAddress: true });
    expect(fresh.address.recipient).toBe('Casey Buyer');
    const full = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) => ({ ...saved, id: `id-${index}` }));
    expect(checkoutDefaults(full, 'Jo Doe').saveAddress).toBe(false);
  });

  it('asks for delivery options of the saved address, or of a new one only once its postcode and city are valid, never for pickup', () => {
    expect(deliveryPlaceOf({ method: 'home', addressChoice: saved.id, address: typed }, [saved], rule)).toEqual({ postcode: '62701', city: 'Springfield', district: '' });
    expect(deliveryPlaceOf({ method: 'site', addressChoice: NEW_ADDRESS, address: typed }, [saved], rule)).toEqual({ postcode: '62704', city: 'Springfield', district: 'Downtown' });
    expect(deliveryPlaceOf({ method: 'home', addressChoice: NEW_ADDRESS, address: { ...typed, city: ' ' } }, [saved], rule)).toBeNull();
    expect(deliveryPlaceOf({ method: 'home', addressChoice: NEW_ADDRESS, address: { ...typed, postcode: '62*04' } }, [saved], rule)).toBeNull();
    expect(deliveryPlaceOf({ method: 'pickup', addressChoice: saved.id, address: typed }, [saved], rule)).toBeNull();
    expect(deliveryPlaceOf({ method: 'home', addressChoice: 'an-address-since-deleted', address: typed }, [saved], rule)).toBeNull();
  });

  it('prices the delivery only once it is complete: pickup at once; home and site with an address a zone covers and a slot; site with notes', () => {
    expect(deliveryRequestOf(form({ method: 'pickup', slotDay: '' }), [saved], rule, false)).toEqual({ method: 'pickup', saveAddress: false });
    expect(deliveryRequestOf(form(), [saved], rule, true)).toEqual({ method: 'home', addressId: saved.id, saveAddress: false, slot: { day: slot.day, window: slot.window } });
    expect(deliveryRequestOf(form(), [saved], rule, false)).toBeNull();
    expect(deliveryRequestOf(form({ slotWindow: '' }), [saved], rule, true)).toBeNull();
    expect(deliveryRequestOf(form({ method: 'site' }), [saved], rule, true)).toBeNull();
    expect(deliveryRequestOf(form({ method: 'site', siteNotes: '  Gate 3, ask for Kim  ' }), [saved], rule, true)).toMatchObject({ method: 'site', siteNotes: 'Gate 3, ask for Kim' });
  });

  it('says what the review still waits for: the address, a zone that delivers there, the slot, the notes for a building site', () => {
    const empty = { ...typed, recipient: '', street: '', postcode: '', city: '' };
    expect(reviewWaitingFor(form({ addressChoice: NEW_ADDRESS, address: empty, slotDay: '', slotWindow: '' }), [], rule, undefined)).toBe(reviewWaitingMessages.address);
    expect(reviewWaitingFor(form(), [saved], rule, false)).toBe(reviewWaitingMessages.zone);
    expect(reviewWaitingFor(form(), [saved], rule, undefined)).toBe(reviewWaitingMessages.checking);
    // Home delivery chosen, the address known and delivered to: only the slot is missing.
    expect(reviewWaitingFor(form({ slotDay: '', slotWindow: '' }), [saved], rule, true)).toBe(reviewWaitingMessages.slot);
    expect(reviewWaitingFor(form({ addressChoice: NEW_ADDRESS, address: typed, slotWindow: '' }), [saved], rule, true)).toBe(reviewWaitingMessages.slot);
    expect(reviewWaitingFor(form({ method: 'site' }), [saved], rule, true)).toBe(reviewWaitingMessages.siteNotes);
    expect(reviewWaitingFor(form(), [saved], rule, true)).toBeNull();
    expect(reviewWaitingFor(form({ method: 'pickup', slotDay: '' }), [saved], rule, undefined)).toBeNull();
  });

  it('sends a new address as checked by the API, and asks to save it only when placing the order', () => {
    const values = form({ addressChoice: NEW_ADDRESS, address: { ...typed, street: '  4   Quarry Lane ' }, saveAddress: true });
    const quoted = deliveryRequestOf(values, [saved], rule, true);
    expect(quoted).toMatchObject({ method: 'home', saveAddress: false, address: { street: '4 Quarry Lane', label: '', district: 'Downtown' } });
    expect(quoted).not.toHaveProperty('addressId');
    expect(deliveryRequestOf(values, [saved], rule, true, true)).toMatchObject({ saveAddress: true });
    expect(deliveryRequestOf({ ...values, saveAddress: false }, [saved], rule, true, true)).toMatchObject({ saveAddress: false });
    expect(deliveryRequestOf(form({ addressChoice: NEW_ADDRESS, address: { ...typed, recipient: '' } }), [saved], rule, true)).toBeNull();
  });

  it('finds nothing wrong with a complete form', () => {
    expect(checkoutProblems(form(), known)).toEqual([]);
    expect(checkoutProblems(form({ method: 'pickup', slotDay: '', slotWindow: '', addressChoice: '' }), { ...known, delivers: undefined, slots: undefined })).toEqual([]);
  });

  it('names every problem at its field, in page order, with the API’s messages', () => {
    const values = form({ method: 'site', addressChoice: NEW_ADDRESS, address: { ...typed, recipient: '', postcode: '' }, slotWindow: '', phone: '123', acceptTerms: false });
    expect(checkoutProblems(values, known)).toEqual([
      { field: 'address.recipient', message: addressMessages.recipientRequired },
      { field: 'address.postcode', message: 'ZIP code is required' },
      { field: 'siteNotes', message: checkoutMessages.siteNotesRequired },
      { field: 'slotWindow', message: checkoutMessages.slotRequired },
      { field: 'phone', message: phoneMessages.tooShort },
      { field: 'acceptTerms', message: checkoutMessages.termsRequired },
    ]);
  });

  it("holds a typed postcode to the shop's rule before asking the shop about it", () => {
    const off = form({ addressChoice: NEW_ADDRESS, address: { ...typed, postcode: '6270' } });
    expect(checkoutProblems(off, known)).toEqual([{ field: 'address.postcode', message: 'ZIP code must look like 62701' }]);
    expect(deliveryPlaceOf(off, [saved], rule)).toBeNull();
    expect(deliveryRequestOf(off, [saved], rule, true)).toBeNull();
    expect(reviewWaitingFor(off, [saved], rule, undefined)).toBe(reviewWaitingMessages.address);
    const plusFour = form({ addressChoice: NEW_ADDRESS, address: { ...typed, postcode: '62704-1234' } });
    expect(checkoutProblems(plusFour, known)).toEqual([]);
    expect(deliveryPlaceOf(plusFour, [saved], rule)).toMatchObject({ postcode: '62704-1234' });
  });

  it('refuses an address outside every zone, a full or unknown slot, and site notes that are too long', () => {
    expect(checkoutProblems(form(), { ...known, delivers: false })).toEqual([{ field: 'addressChoice', message: deliveryMessages.noZone }]);
    expect(checkoutProblems(form({ slotWindow: '12:00-16:00' }), known)).toEqual([{ field: 'slotWindow', message: checkoutMessages.slotFull }]);
    expect(checkoutProblems(form({ slotWindow: '20:00-22:00' }), known)).toEqual([{ field: 'slotWindow', message: checkoutMessages.slotNotOffered }]);
    expect(checkoutProblems(form({ method: 'site', siteNotes: 'x'.repeat(501) }), known)).toEqual([{ field: 'siteNotes', message: checkoutMessages.siteNotesTooLong }]);
  });

  it('refuses cash on delivery above the shop’s maximum, saying the maximum', () => {
    const context = { ...known, cashOnDelivery: { allowed: false, max: 50_000, emailConfirmed: true } };
    expect(checkoutProblems(form({ payment: 'cash_on_delivery' }), context)).toEqual([{ field: 'payment', message: cashOnDeliveryLimitMessage(50_000, 'USD', 'en-US') }]);
    expect(checkoutProblems(form({ payment: 'card' }), context)).toEqual([]);
  });

  it('refuses cash on delivery until the email address is confirmed, saying so', () => {
    const context = { ...known, cashOnDelivery: { allowed: false, max: 50_000, emailConfirmed: false } };
    expect(checkoutProblems(form({ payment: 'cash_on_delivery' }), context)).toEqual([{ field: 'payment', message: checkoutMessages.cashNeedsConfirmedEmail }]);
  });

  it('shows each refusal of the API at its field, and cart-line problems with the review', () => {
    expect(formFieldOf('delivery.address')).toBe('addressChoice');
    expect(formFieldOf('delivery.addressId')).toBe('addressChoice');
    expect(formFieldOf('delivery.address.postcode')).toBe('address.postcode');
    expect(formFieldOf('delivery.slot')).toBe('slotWindow');
    expect(formFieldOf('delivery.slot.day')).toBe('slotWindow');
    expect(formFieldOf('delivery.siteNotes')).toBe('siteNotes');
    expect(formFieldOf('payment')).toBe('payment');
    expect(formFieldOf('acceptTerms')).toBe('acceptTerms');
    expect(formFieldOf('phone')).toBe('phone');
    expect(formFieldOf('lines.2.quantity')).toBe('lines');
    expect(formFieldOf('lines')).toBe('lines');
    expect(formFieldOf('expectedTotal')).toBeNull();
  });

  it('keeps problems the way the form library reads them, the first message of a field only', () => {
    expect(
      formErrorsOf([
        { field: 'address.city', message: 'City is required' },
        { field: 'phone', message: 'first' },
        { field: 'phone', message: 'second' },
      ]),
    ).toEqual({ address: { city: { type: 'validate', message: 'City is required' } }, phone: { type: 'validate', message: 'first' } });
  });
});
