import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { tradeMessages, type TradeAccountAdmin, type TradeTermsInput, type TradeTier } from '../../../../shared/schemas/trade';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { currencyDigits } from '../../../lib/typed-amount';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useApproveTradeAccount, useUpdateTradeTerms } from '../api/use-trade-account-changes';
import { useTradeTiers } from '../api/use-trade-tiers';
import { EMPTY_TERMS_FORM, termsChanges, termsFieldOf, termsFormSchema, termsFormValues, type TermsFormValues } from '../terms-form-schema';
import { TermsFields } from './terms-fields';

/** Approving an application, or changing an approved account's terms. */
export interface TermsFormTarget {
  mode: 'approve' | 'edit';
  account: TradeAccountAdmin;
}

/** Whose account it is, above the fields. */
export function AccountSummary({ account }: { account: TradeAccountAdmin }) {
  return (
    <div className="mb-4 rounded-field bg-base-200/70 px-3 py-2 text-sm">
      <p className="font-semibold [overflow-wrap:anywhere]">
        {account.companyName} <span className="font-mono font-normal text-base-content/80">· {account.vatNumber}</span>
      </p>
      <p className="text-base-content/75 [overflow-wrap:anywhere]">
        {account.customerName} · {account.email}
      </p>
    </div>
  );
}

interface TermsFormProps {
  target: TermsFormTarget;
  tiers: TradeTier[];
  titleId: string;
  approve: ReturnType<typeof useApproveTradeAccount>;
  update: ReturnType<typeof useUpdateTradeTerms>;
  onDone: () => void;
  onApproved: () => void;
}

function TermsForm({ target, tiers, titleId, approve, update, onDone, onApproved }: TermsFormProps) {
  const { currency, locale } = useShopConfig();
  const digits = currencyDigits(currency, locale);
  const { account, mode } = target;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TermsFormValues, unknown, TradeTermsInput>({
    resolver: zodResolver(termsFormSchema(digits)),
    defaultValues: mode === 'edit' ? termsFormValues(account, digits) : EMPTY_TERMS_FORM,
  });
  const pending = approve.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (terms) => {
    setProblem(null);
    const changes = mode === 'edit' ? termsChanges(account, terms) : null;
    if (changes && Object.keys(changes).length === 0) {
      setProblem(tradeMessages.nothingToChange);
      return;
    }
    try {
      const reply = changes ? await update.mutateAsync({ userId: account.userId, changes }) : await approve.mutateAsync({ userId: account.userId, terms });
      toast.success(reply.message);
      onDone();
      if (!changes) onApproved();
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = termsFieldOf(item.field);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      if (named.length > 0) named.forEach((item, index) => form.setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) setProblem(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <AccountSummary account={account} />
      <TermsFields form={form} tiers={tiers} />
      {mode === 'approve' && <p className="mt-1 mb-3 text-sm text-base-content/75">The customer is emailed that their trade account is open, with these terms.</p>}
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions pending={pending} submitLabel={mode === 'approve' ? 'Approve' : 'Save terms'} onCancel={onDone} />
    </form>
  );
}

/**
 * The terms form on a modal dialog: approving an application, or changing an account's terms.
 * `onApproved` runs once an application is approved (its row, which had focus, leaves the list).
 */
export function TermsFormDialog({ target, onClose, onApproved }: { target: TermsFormTarget | null; onClose: () => void; onApproved: () => void }) {
  const approve = useApproveTradeAccount();
  const update = useUpdateTradeTerms();
  const tiers = useTradeTiers();
  const title = target ? `${target.mode === 'approve' ? 'Approve' : 'Terms of'} ${target.account.companyName}` : 'Trade terms';
  return (
    <FormDialog open={target !== null} title={title} pending={approve.isPending || update.isPending} onClose={onClose}>
      {(titleId) =>
        target &&
        (tiers.isPending ? (
          <Spinner label="Loading the price tiers…" className="min-h-40" />
        ) : tiers.isError ? (
          <FormAlert>{errorMessage(tiers.error)}</FormAlert>
        ) : (
          <TermsForm key={`${target.mode}-${target.account.userId}`} target={target} tiers={tiers.data.items} titleId={titleId} approve={approve} update={update} onDone={onClose} onApproved={onApproved} />
        ))
      }
    </FormDialog>
  );
}
