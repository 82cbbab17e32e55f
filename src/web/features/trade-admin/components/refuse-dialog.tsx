import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { REFUSAL_REASON_MAX, REFUSAL_REASON_MIN, tradeRefusalSchema, type TradeAccountAdmin } from '../../../../shared/schemas/trade';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { toast } from '../../../lib/toasts';
import { useRefuseTradeAccount, type TradeRefusal } from '../api/use-trade-account-changes';
import { AccountSummary } from './terms-form-dialog';

const REASON_ID = 'trade-refusal-reason';

interface RefuseFormProps {
  account: TradeAccountAdmin;
  titleId: string;
  refuse: ReturnType<typeof useRefuseTradeAccount>;
  onDone: () => void;
  onRefused: () => void;
}

function RefuseForm({ account, titleId, refuse, onDone, onRefused }: RefuseFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TradeRefusal, unknown, TradeRefusal>({ resolver: zodResolver(tradeRefusalSchema), defaultValues: { reason: '' } });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const length = useWatch({ control, name: 'reason' }).trim().length;

  const onSubmit = form.handleSubmit(async (refusal) => {
    setProblem(null);
    try {
      const reply = await refuse.mutateAsync({ userId: account.userId, refusal });
      toast.success(reply.message);
      onDone();
      onRefused();
    } catch (error) {
      const [reason] = fieldErrorsFor(error, ['reason'] as const);
      if (reason) form.setError('reason', { message: reason.message }, { shouldFocus: true });
      else if (!isUnauthorized(error)) setProblem(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <AccountSummary account={account} />
      <FormField
        id={REASON_ID}
        label="Reason"
        hint={`Emailed to the customer, who may apply again. ${REFUSAL_REASON_MIN} to ${REFUSAL_REASON_MAX} characters (${length}/${REFUSAL_REASON_MAX}).`}
        error={errors.reason?.message}
      >
        {(a11y) => <textarea id={REASON_ID} rows={5} maxLength={REFUSAL_REASON_MAX} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('reason')} />}
      </FormField>
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions pending={refuse.isPending} submitLabel="Refuse application" onCancel={onDone} />
    </form>
  );
}

/** Refusing an application with a reason the customer is emailed; `onRefused` runs once it is (its row leaves the list). */
export function RefuseDialog({ account, onClose, onRefused }: { account: TradeAccountAdmin | null; onClose: () => void; onRefused: () => void }) {
  const refuse = useRefuseTradeAccount();
  return (
    <FormDialog open={account !== null} title={account ? `Refuse ${account.companyName}` : 'Refuse application'} pending={refuse.isPending} onClose={onClose}>
      {(titleId) => account && <RefuseForm key={account.userId} account={account} titleId={titleId} refuse={refuse} onDone={onClose} onRefused={onRefused} />}
    </FormDialog>
  );
}
