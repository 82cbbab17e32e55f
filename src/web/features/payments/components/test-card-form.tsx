import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import { groupCardDigits, TEST_CARDS, testCardSchema, type TestCard, type TestCardForm as TestCardValues } from '../../../../shared/schemas/payments';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { usePayWithTestCard, type PaymentResult } from '../api/use-pay-with-test-card';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { PayButton } from './pay-button';

const FIELDS = ['number', 'expiry', 'cvc'] as const;

/**
 * SPEC §7 built-in test mode: a card form checked like a real one (Luhn, expiry, CVC; the same
 * schema as the server). A declined card shows in red under the form.
 */
export function TestCardForm({ paymentId, onPaid }: { paymentId: string; onPaid: (result: PaymentResult) => void }) {
  const pay = usePayWithTestCard(paymentId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TestCardValues, unknown, TestCard>({ resolver: zodResolver(testCardSchema), defaultValues: { number: '', expiry: '', cvc: '' } });

  /** Keeps what is typed in the card's usual shape ("4242 4242 …", "MM / YY"). */
  const formatted = (field: (typeof FIELDS)[number], format: (value: string) => string) =>
    register(field, { onChange: (event: { target: { value: string } }) => setValue(field, format(event.target.value)) });

  const onSubmit = handleSubmit(async (card) => {
    setRefusal(null);
    try {
      onPaid(await pay.mutateAsync(card));
    } catch (error) {
      if (isUnauthorized(error)) return;
      // 402: the card was declined; it belongs under the whole card form, not one field.
      if (error instanceof ApiError && error.status === 402) {
        setRefusal(error.problem.detail);
        return;
      }
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (error instanceof ApiError && error.status === 409) setRefusal(error.problem.detail);
      else toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Card payment" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-field border border-warning bg-warning/15 px-4 py-3 text-sm">
        <p className="flex items-center gap-2 font-bold">
          <FlaskConical aria-hidden="true" size={18} /> Test mode
        </p>
        <p className="text-base-content/85">
          No money moves. Pay with <span className="font-mono font-semibold whitespace-nowrap">{groupCardDigits(TEST_CARDS.succeeds[0])}</span> (succeeds) or{' '}
          <span className="font-mono font-semibold whitespace-nowrap">{groupCardDigits(TEST_CARDS.declined)}</span> (declined), any expiry date from this month on and any 3- or 4-digit CVC.
        </p>
      </div>
      <div className="rounded-box border border-base-300 p-4">
        <FormField id="card-number" label="Card number" error={errors.number?.message}>
          {(a11y) => (
            <input
              id="card-number"
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className={inputClass(a11y['aria-invalid'] || Boolean(refusal), 'font-mono tracking-wide')}
              {...a11y}
              {...formatted('number', formatCardNumber)}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id="card-expiry" label="Expiry (MM / YY)" error={errors.expiry?.message}>
            {(a11y) => (
              <input
                id="card-expiry"
                type="text"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                className={inputClass(a11y['aria-invalid'], 'font-mono')}
                {...a11y}
                {...formatted('expiry', formatExpiry)}
              />
            )}
          </FormField>
          <FormField id="card-cvc" label="CVC" error={errors.cvc?.message}>
            {(a11y) => (
              <input
                id="card-cvc"
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                className={inputClass(a11y['aria-invalid'], 'font-mono')}
                {...a11y}
                {...formatted('cvc', formatCvc)}
              />
            )}
          </FormField>
        </div>
      </div>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <PayButton ready pending={pay.isPending} />
      <p className="flex items-center justify-center gap-1.5 text-xs text-base-content/70">
        <Lock aria-hidden="true" size={14} /> The amount is taken from your order by the shop&apos;s server.
      </p>
    </form>
  );
}
