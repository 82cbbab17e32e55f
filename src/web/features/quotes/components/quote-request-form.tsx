import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths, quotePath } from '../../../../shared/routes';
import { QUOTE_LINES_MAX, QUOTE_NOTE_MAX, quoteMessages, type QuoteRequest } from '../../../../shared/schemas/quotes';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useRequestQuote } from '../api/use-quote-changes';
import { EMPTY_QUOTE_LINE, quoteFormFieldOf, quoteFormSchema, type QuoteFormValues, type QuoteLineValues } from '../quote-request-form';
import { QuoteLineFields } from './quote-line-fields';

const LINES_ERROR_ID = 'quote-lines-error';

/**
 * The quote request: lines of a product and a quantity (added and removed here, each announced),
 * a note, and "Send quote request". Problems show at their line, from the form's own checks and
 * from the shop's answer alike; once sent, the new quote's page opens.
 */
export function QuoteRequestForm({ initialLines }: { initialLines: QuoteLineValues[] }) {
  const navigate = useNavigate();
  const send = useRequestQuote();
  const form = useForm<QuoteFormValues, unknown, QuoteRequest>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: { lines: initialLines.length > 0 ? initialLines : [{ ...EMPTY_QUOTE_LINE }], note: '' },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  const addLine = () => {
    append({ ...EMPTY_QUOTE_LINE }, { focusName: `lines.${fields.length}.product` });
    setAnnouncement(`Line ${fields.length + 1} added`);
  };
  const removeLine = (index: number) => {
    const name = lines[index]?.product?.name;
    remove(index);
    setAnnouncement(`Line ${index + 1}${name ? `, ${name},` : ''} removed`);
    // The button pressed is gone: focus goes on to "Add a line".
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const onSubmit = handleSubmit(async (request) => {
    try {
      const reply = await send.mutateAsync(request);
      toast.success(reply.message);
      await navigate(quotePath(reply.quote.id));
    } catch (error) {
      if (isUnauthorized(error)) return;
      const named = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = quoteFormFieldOf(item.field, fields.length);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      if (named.length === 0) {
        toast.error(errorMessage(error));
        return;
      }
      named.forEach((item, index) => setError(item.field as FieldPath<QuoteFormValues>, { type: 'server', message: item.message }, { shouldFocus: index === 0 }));
      if (named[0]?.field === 'lines.root') document.getElementById(LINES_ERROR_ID)?.focus();
    }
  });

  return (
    <form noValidate aria-label="Quote request" onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <section aria-labelledby="quote-lines-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="quote-lines-heading" className="text-xl font-bold">
            Products
          </h2>
          <p className="text-sm text-base-content/70">
            {fields.length} of at most {QUOTE_LINES_MAX} lines
          </p>
        </div>
        <ol aria-label="Lines of the request" className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <QuoteLineFields
              key={field.id}
              index={index}
              productName={lines[index]?.product?.name}
              control={control}
              errors={errors}
              onBadQuantity={(at) => setError(`lines.${at}.quantity`, { type: 'manual', message: quoteMessages.quantityWhole })}
              onQuantity={(at) => clearErrors(`lines.${at}.quantity`)}
              onRemove={fields.length > 1 ? () => removeLine(index) : null}
            />
          ))}
        </ol>
        <p id={LINES_ERROR_ID} tabIndex={-1} role={linesError ? 'alert' : undefined} className="text-sm font-medium text-error empty:hidden focus:outline-none">
          {linesError}
        </p>
        {fields.length < QUOTE_LINES_MAX ? (
          <button ref={addButton} type="button" className="btn btn-outline btn-sm self-start" onClick={addLine}>
            <Plus aria-hidden="true" size={16} />
            Add a line
          </button>
        ) : (
          <p className="text-sm text-base-content/75">A quote request has at most {QUOTE_LINES_MAX} lines: remove one to add another.</p>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
      <FormField
        id="quote-note"
        label="Note (optional)"
        hint={`Where and when you need it, brands you prefer, anything that helps us price it (at most ${QUOTE_NOTE_MAX} characters).`}
        error={errors.note?.message}
      >
        {(a11y) => <textarea id="quote-note" rows={4} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('note')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t border-base-300 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <Link to={paths.myQuotes} className="btn btn-ghost">
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
          Send quote request
        </button>
      </div>
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="text-sm font-medium text-error sm:text-right">Please correct what is marked in red above.</p>
      )}
    </form>
  );
}
