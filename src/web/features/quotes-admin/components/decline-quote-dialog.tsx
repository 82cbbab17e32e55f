import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { QUOTE_NOTE_MAX, quoteDeclineSchema, type Quote } from '../../../../shared/schemas/quotes';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { toast } from '../../../lib/toasts';
import { useDeclineQuote } from '../api/use-quote-decisions';
import { QuoteRequestFacts } from './quote-request-facts';

function DeclineForm({ quote, titleId, decline, onDecided, onDone }: { quote: Quote; titleId: string; decline: ReturnType<typeof useDeclineQuote>; onDecided: () => void; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(quoteDeclineSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      const reply = await decline.mutateAsync({ id: quote.id, reason });
      toast.success(reply.message);
      onDecided();
      onDone();
    } catch (error) {
      const [problem] = fieldErrorsFor(error, ['reason'] as const);
      if (problem) setError('reason', { message: problem.message }, { shouldFocus: true });
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <QuoteRequestFacts quote={quote} />
      <FormField id="quote-decline-reason" label="Reason for the customer" hint={`Emailed to the customer (at most ${QUOTE_NOTE_MAX} characters).`} error={errors.reason?.message}>
        {(a11y) => <textarea id="quote-decline-reason" rows={4} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('reason')} />}
      </FormField>
      <DialogActions pending={decline.isPending} submitLabel="Decline request" onCancel={onDone} />
    </form>
  );
}

/** Declining a quote request on a modal dialog, with the reason the customer is emailed. */
export function DeclineQuoteDialog({ quote, onClose, onDecided }: { quote: Quote | null; onClose: () => void; onDecided: () => void }) {
  const decline = useDeclineQuote();
  return (
    <FormDialog open={quote !== null} title={quote ? `Decline quote ${quote.number}` : 'Decline quote'} pending={decline.isPending} onClose={onClose}>
      {(titleId) => quote && <DeclineForm key={quote.id} quote={quote} titleId={titleId} decline={decline} onDecided={onDecided} onDone={onClose} />}
    </FormDialog>
  );
}
