import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { toast } from '../../../lib/toasts';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { currencyDigits, currencySymbol, typedAmount } from '../../../lib/typed-amount';
import { useSaveDeliverySettings } from '../api/use-delivery-settings';
import { cashOnDeliveryFormSchema } from '../zone-form-schema';

type Output = z.output<ReturnType<typeof cashOnDeliveryFormSchema>>;

/** The largest order total a customer may pay in cash on delivery (admins). */
export function CashOnDeliveryForm({ current }: { current: number }) {
  const { currency, locale } = useShopConfig();
  const digits = currencyDigits(currency, locale);
  const formatMoney = useFormatMoney();
  const save = useSaveDeliverySettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ cashOnDeliveryMax: string }, unknown, Output>({
    resolver: zodResolver(cashOnDeliveryFormSchema(digits)),
    defaultValues: { cashOnDeliveryMax: typedAmount(current, digits) },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await save.mutateAsync(values);
      toast.success(reply.message);
      reset({ cashOnDeliveryMax: typedAmount(reply.cashOnDeliveryMax, digits) });
    } catch (error) {
      const [fieldError] = fieldErrorsFor(error, ['cashOnDeliveryMax'] as const);
      if (fieldError) setError('cashOnDeliveryMax', { message: fieldError.message }, { shouldFocus: true });
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby="cod-title" onSubmit={(event) => void onSubmit(event)} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
      <h2 id="cod-title" className="text-xl font-bold">
        Cash on delivery
      </h2>
      <p className="mt-1 mb-4 text-sm text-base-content/75">
        Orders up to this total may be paid in cash when they are delivered; larger ones are paid by card. Now: <strong className="font-semibold text-base-content">{formatMoney(current)}</strong>. With 0, every
        order is paid by card.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id="cod-max" label="Largest order total for cash on delivery" error={errors.cashOnDeliveryMax?.message} className="sm:w-80">
          {(a11y) => (
            <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
              <span aria-hidden="true" className="text-base-content/70">
                {currencySymbol(currency, locale)}
              </span>
              <input id="cod-max" type="text" inputMode="decimal" autoComplete="off" className="grow" {...a11y} {...register('cashOnDeliveryMax')} />
            </div>
          )}
        </FormField>
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save maximum
        </button>
      </div>
    </form>
  );
}
