import { useFormContext } from 'react-hook-form';
import type { SavedAddress } from '../../../../shared/schemas/addresses';
import type { DeliveryOptions } from '../../../../shared/schemas/delivery';
import { FormField } from '../../../components/ui/form-field';
import { isDelivered, SITE_NOTES_MAX, type CheckoutFormValues } from '../checkout-form';
import { AddressChoice } from './address-choice';
import { DeliveryMethodChoice } from './delivery-method-choice';
import { SlotPicker } from './slot-picker';
import { StepSection } from './step-section';

interface DeliveryStepProps {
  values: Pick<CheckoutFormValues, 'method' | 'addressChoice' | 'slotDay' | 'slotWindow'>;
  addresses: readonly SavedAddress[];
  /** The delivery options of the chosen address (undefined: none chosen yet, or pickup). */
  options: DeliveryOptions | undefined;
  checkingOptions: boolean;
  /** Why the delivery options could not be asked for (null: they could). */
  optionsFailed: string | null;
  subtotal: number;
}

/** Step 1: how the order comes (home, building site, pickup), where to, and when. */
export function DeliveryStep({ values, addresses, options, checkingOptions, optionsFailed, subtotal }: DeliveryStepProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const delivered = isDelivered(values.method);
  const zone = checkingOptions || !options ? undefined : options.zone;
  return (
    <StepSection id="checkout-delivery-heading" step={1} title="Delivery">
      <DeliveryMethodChoice zone={zone} subtotal={subtotal} />
      {delivered && (
        <>
          <AddressChoice addresses={addresses} addressChoice={values.addressChoice} options={options} checking={checkingOptions} failed={optionsFailed} />
          {values.method === 'site' && (
            <FormField id="checkout-site-notes" label="Notes for the driver" hint={`How to find the site and who takes the delivery (at most ${SITE_NOTES_MAX} characters).`} error={errors.siteNotes?.message}>
              {(a11y) => <textarea id="checkout-site-notes" rows={3} maxLength={SITE_NOTES_MAX} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('siteNotes')} />}
            </FormField>
          )}
          <SlotPicker slots={zone ? options?.slots : undefined} slotDay={values.slotDay} slotWindow={values.slotWindow} />
        </>
      )}
    </StepSection>
  );
}
