import { useFormContext } from 'react-hook-form';
import { ADDRESS_LIMITS, MAX_SAVED_ADDRESSES } from '../../../../shared/schemas/addresses';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { CheckoutFormValues } from '../checkout-form';

interface NewAddressFieldsProps {
  /** How many addresses the customer has saved (at most MAX_SAVED_ADDRESSES). */
  savedCount: number;
  /** Id of the note saying whether (and how) the shop delivers to the postcode typed. */
  zoneNoteId: string;
  /** No zone delivers to the postcode and city typed. */
  outsideZones: boolean;
}

/** A new delivery address: recipient, phone, street, postcode, city, district and label (both optional), and whether to keep it. */
export function NewAddressFields({ savedCount, zoneNoteId, outsideZones }: NewAddressFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const { postcode: postcodeRule, phone } = useShopConfig();
  const fieldErrors = errors.address;
  const full = savedCount >= MAX_SAVED_ADDRESSES;
  return (
    <div className="grid gap-x-4 gap-y-1 rounded-field border border-base-300 bg-base-200/50 p-4 sm:grid-cols-2">
      <FormField id="checkout-recipient" label="Recipient" error={fieldErrors?.recipient?.message}>
        {(a11y) => <input id="checkout-recipient" type="text" autoComplete="shipping name" maxLength={ADDRESS_LIMITS.recipient} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('address.recipient')} />}
      </FormField>
      <FormField id="checkout-address-phone" label="Phone at this address" error={fieldErrors?.phone?.message}>
        {(a11y) => <input id="checkout-address-phone" type="tel" inputMode="tel" autoComplete="shipping tel" placeholder={phone.example} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('address.phone')} />}
      </FormField>
      <FormField id="checkout-street" label="Street and house number" error={fieldErrors?.street?.message} className="sm:col-span-2">
        {(a11y) => <input id="checkout-street" type="text" autoComplete="shipping address-line1" maxLength={ADDRESS_LIMITS.street} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('address.street')} />}
      </FormField>
      <FormField id="checkout-postcode" label={postcodeRule.name} hint={`For example ${postcodeRule.example}.`} error={fieldErrors?.postcode?.message}>
        {(a11y) => (
          <input
            id="checkout-postcode"
            type="text"
            autoComplete="shipping postal-code"
            maxLength={ADDRESS_LIMITS.postcode}
            className={inputClass(a11y['aria-invalid'] || outsideZones)}
            {...a11y}
            aria-invalid={a11y['aria-invalid'] || outsideZones}
            aria-describedby={[a11y['aria-describedby'], zoneNoteId].filter(Boolean).join(' ')}
            {...register('address.postcode')}
          />
        )}
      </FormField>
      <FormField id="checkout-city" label="City" error={fieldErrors?.city?.message}>
        {(a11y) => <input id="checkout-city" type="text" autoComplete="shipping address-level2" maxLength={ADDRESS_LIMITS.city} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('address.city')} />}
      </FormField>
      <FormField id="checkout-district" label="District (optional)" error={fieldErrors?.district?.message}>
        {(a11y) => <input id="checkout-district" type="text" autoComplete="shipping address-level3" maxLength={ADDRESS_LIMITS.district} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('address.district')} />}
      </FormField>
      <FormField id="checkout-label" label="Label (optional)" hint="Such as Home or Site office." error={fieldErrors?.label?.message}>
        {(a11y) => <input id="checkout-label" type="text" autoComplete="off" maxLength={ADDRESS_LIMITS.label} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('address.label')} />}
      </FormField>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input id="checkout-save-address" type="checkbox" className="mt-0.5 size-5 shrink-0 accent-primary" disabled={full} aria-describedby="checkout-save-address-hint" {...register('saveAddress')} />
        <div>
          <label htmlFor="checkout-save-address" className="text-sm font-semibold">
            Save this address
          </label>
          <p id="checkout-save-address-hint" className="text-xs text-base-content/70">
            {full ? `You have saved ${MAX_SAVED_ADDRESSES} addresses, the most you can keep.` : 'It is offered first at your next checkout.'}
          </p>
        </div>
      </div>
    </div>
  );
}
