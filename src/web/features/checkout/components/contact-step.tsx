import { useFormContext } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/ui/form-field';
import type { CheckoutFormValues } from '../checkout-form';
import { StepSection } from './step-section';
import { useShopConfig } from '../../../lib/use-shop-config';

/** Step 2: the number the shop (and the driver) calls about the order, prefilled from the address. */
export function ContactStep({ email }: { email: string }) {
  const phoneExample = useShopConfig().phone.example;
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <StepSection id="checkout-contact-heading" step={2} title="Contact" lead={`Order updates go to ${email}.`}>
      <FormField id="checkout-phone" label="Phone number" hint="We call it if the driver needs you. At least 11 digits; spaces, dashes and a leading + are fine." error={errors.phone?.message}>
        {(a11y) => <input id="checkout-phone" type="tel" placeholder={phoneExample} inputMode="tel" autoComplete="tel" className={inputClass(a11y['aria-invalid'], 'sm:max-w-sm')} {...a11y} {...register('phone')} />}
      </FormField>
    </StepSection>
  );
}
