import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { stockAlertRequestSchema, type StockAlertRequest } from '../../../../shared/schemas/stock-alerts';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useRequestStockAlert } from './use-request-stock-alert';

const FIELDS = ['email'] as const;

/**
 * "Email me when it is back": validated with the server's schema, sent to
 * POST /api/products/:id/stock-alerts. The server's answer replaces the form; its refusal shows
 * in red under it (on the field when it names one).
 */
export function BackInStockForm({ productId, defaultEmail }: { productId: string; defaultEmail: string }) {
  const request = useRequestStockAlert(productId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }, unknown, StockAlertRequest>({ resolver: zodResolver(stockAlertRequestSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const reply = await request.mutateAsync(values);
      setConfirmation(reply.message);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else setServerError(errorMessage(error));
    }
  });

  if (confirmation) {
    return (
      <p role="status" className="flex items-start gap-2.5 rounded-field border border-success/40 bg-success/5 px-4 py-3 text-sm font-medium">
        <CircleCheck aria-hidden="true" size={18} className="mt-px shrink-0 text-success" />
        {confirmation}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Email me when it is back" className="flex flex-col gap-1">
      <FormField id="stock-alert-email" label="Email" error={errors.email?.message}>
        {(a11y) => <input id="stock-alert-email" type="email" autoComplete="email" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('email')} />}
      </FormField>
      <button type="submit" className="btn btn-primary w-full sm:w-auto sm:self-start" disabled={request.isPending}>
        {request.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <BellRing aria-hidden="true" size={18} />}
        Email me
      </button>
      {serverError && (
        <div className="mt-3">
          <FormAlert>{serverError}</FormAlert>
        </div>
      )}
    </form>
  );
}
