import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { dayIn } from '../../../../shared/delivery';
import { multiply, sum } from '../../../../shared/money';
import { QUOTE_NOTE_MAX, type Quote, type QuoteAnswer } from '../../../../shared/schemas/quotes';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { currencyDigits, currencySymbol, readTypedAmount } from '../../../lib/typed-amount';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useAnswerQuote } from '../api/use-quote-decisions';
import { answerFieldOf, answerFormSchema, answerFormValues, type AnswerFormValues } from '../answer-form-schema';
import { QuoteRequestFacts } from './quote-request-facts';

const id = (name: string) => `quote-answer-${name}`;

/** A line's total at the price as typed (null while it is not a price, or more than the shop can count). */
function typedLineTotal(typed: string, quantity: number, digits: number): number | null {
  const read = readTypedAmount(typed, digits);
  if (!read.ok || read.cents === null) return null;
  try {
    return multiply(read.cents, quantity);
  } catch {
    return null;
  }
}

/** The total of the prices as typed so far (null while one is not a price yet). */
function typedTotal(quote: Quote, prices: readonly string[], digits: number): number | null {
  const totals = quote.lines.map((line, index) => typedLineTotal(prices[index] ?? '', line.quantity, digits));
  if (totals.some((total) => total === null)) return null;
  try {
    return sum(totals as number[]);
  } catch {
    return null;
  }
}

function AnswerForm({ quote, titleId, answer, onDecided, onDone }: { quote: Quote; titleId: string; answer: ReturnType<typeof useAnswerQuote>; onDecided: () => void; onDone: () => void }) {
  const { currency, locale, timeZone } = useShopConfig();
  const formatMoney = useFormatMoney();
  const digits = currencyDigits(currency, locale);
  const sign = currencySymbol(currency, locale);
  const today = dayIn(timeZone, new Date());
  const form = useForm<AnswerFormValues, unknown, QuoteAnswer>({ resolver: zodResolver(answerFormSchema(quote, digits, today)), defaultValues: answerFormValues(quote, digits, today) });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = form;
  const prices = useWatch({ control, name: 'prices' });
  const total = typedTotal(quote, prices, digits);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await answer.mutateAsync({ id: quote.id, answer: values });
      toast.success(reply.message);
      onDecided();
      onDone();
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = answerFieldOf(item.field, quote.lines.length);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      if (named.length > 0) named.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <QuoteRequestFacts quote={quote} />
      <fieldset className="mb-2">
        <legend className="mb-2 text-sm font-semibold">Price per piece</legend>
        <ol className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
          {quote.lines.map((line, index) => {
            const error = errors.prices?.[index]?.message;
            const inputId = id(`price-${index}`);
            const lineTotal = typedLineTotal(prices[index] ?? '', line.quantity, digits);
            return (
              <li key={line.lineNumber} className="grid gap-x-4 gap-y-1.5 p-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
                <div className="min-w-0">
                  <label htmlFor={inputId} className="block text-sm font-semibold [overflow-wrap:anywhere]">
                    {line.productName}
                  </label>
                  <p id={`${inputId}-hint`} className="text-xs text-base-content/75 tabular-nums">
                    {line.quantity} pcs · today {formatMoney(line.currentUnitPrice)} each
                    {lineTotal !== null && <span className="font-medium text-base-content"> · line {formatMoney(lineTotal)}</span>}
                  </p>
                </div>
                <div className={`${inputClass(Boolean(error))} items-center`}>
                  <span aria-hidden="true" className="text-base-content/70">
                    {sign}
                  </span>
                  <input
                    id={inputId}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className="grow text-right tabular-nums"
                    aria-invalid={Boolean(error)}
                    aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
                    {...register(`prices.${index}`)}
                  />
                </div>
                <p id={`${inputId}-error`} role={error ? 'alert' : undefined} className="text-sm font-medium text-error empty:hidden sm:col-span-2">
                  {error}
                </p>
              </li>
            );
          })}
        </ol>
        <p className="mt-2 flex justify-between gap-4 px-1 text-sm">
          <span className="font-semibold">Quoted total</span>
          <span className="font-bold tabular-nums" aria-live="polite">
            {total === null ? '—' : formatMoney(total)}
          </span>
        </p>
      </fieldset>
      <FormField id={id('valid-until')} label="Valid until" hint="The last day the customer may order at these prices (included), at most 90 days from today." error={errors.validUntil?.message} className="mt-3 mb-2">
        {(a11y) => <input id={id('valid-until')} type="date" min={today} className={inputClass(a11y['aria-invalid'], 'sm:max-w-56')} {...a11y} {...register('validUntil')} />}
      </FormField>
      <FormField id={id('note')} label="Note to the customer (optional)" hint={`Emailed with the prices (at most ${QUOTE_NOTE_MAX} characters).`} error={errors.note?.message}>
        {(a11y) => <textarea id={id('note')} rows={3} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('note')} />}
      </FormField>
      <DialogActions pending={answer.isPending} submitLabel="Send prices" onCancel={onDone} />
    </form>
  );
}

/** Answering a quote request on a modal dialog: a piece price per line, the last valid day and a note. */
export function AnswerQuoteDialog({ quote, onClose, onDecided }: { quote: Quote | null; onClose: () => void; onDecided: () => void }) {
  const answer = useAnswerQuote();
  return (
    <FormDialog open={quote !== null} title={quote ? `Answer quote ${quote.number}` : 'Answer quote'} pending={answer.isPending} width="max-w-2xl" onClose={onClose}>
      {(titleId) => quote && <AnswerForm key={quote.id} quote={quote} titleId={titleId} answer={answer} onDecided={onDecided} onDone={onClose} />}
    </FormDialog>
  );
}
