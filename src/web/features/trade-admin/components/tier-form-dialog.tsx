import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TIER_NAME_MAX, tradeMessages, type TradeTier } from '../../../../shared/schemas/trade';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useCreateTradeTier, useUpdateTradeTier, type TradeTierInput } from '../api/use-trade-tier-changes';
import { EMPTY_TIER_FORM, tierChanges, tierFieldOf, tierFormSchema, tierFormValues, type TierFormValues } from '../tier-form-schema';

/** Making a tier (`tier` null) or changing one. */
export type TierFormTarget = { tier: TradeTier | null };

interface TierFormProps {
  tier: TradeTier | null;
  titleId: string;
  create: ReturnType<typeof useCreateTradeTier>;
  update: ReturnType<typeof useUpdateTradeTier>;
  onDone: () => void;
}

function TierForm({ tier, titleId, create, update, onDone }: TierFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TierFormValues, unknown, TradeTierInput>({ resolver: zodResolver(tierFormSchema), defaultValues: tier ? tierFormValues(tier) : EMPTY_TIER_FORM });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    setProblem(null);
    const changes = tier ? tierChanges(tier, input) : null;
    if (changes && Object.keys(changes).length === 0) {
      setProblem(tradeMessages.nothingToChange);
      return;
    }
    try {
      const reply = tier && changes ? await update.mutateAsync({ id: tier.id, changes }) : await create.mutateAsync(input);
      toast.success(reply.message);
      onDone();
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = tierFieldOf(item.field);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      if (named.length > 0) named.forEach((item, index) => form.setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) setProblem(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <FormField id="trade-tier-name" label="Name" hint={`Shown to the customers in it, e.g. Trade or Contractor. At most ${TIER_NAME_MAX} characters.`} error={errors.name?.message}>
        {(a11y) => <input id="trade-tier-name" type="text" autoComplete="off" maxLength={TIER_NAME_MAX} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('name')} />}
      </FormField>
      <FormField id="trade-tier-share" label="Share off list prices" hint="More than 0 % and at most 50 %, e.g. 10 or 12.5. Quantity prices apply on top." error={errors.share?.message}>
        {(a11y) => (
          <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
            <input id="trade-tier-share" type="text" inputMode="decimal" autoComplete="off" placeholder="10" className="grow" {...a11y} {...register('share')} />
            <span aria-hidden="true" className="text-base-content/70">
              %
            </span>
          </div>
        )}
      </FormField>
      {tier && tier.accounts > 0 && (
        <p className="mb-2 text-sm text-base-content/75">
          A new share applies to the {tier.accounts === 1 ? 'trade account' : `${tier.accounts} trade accounts`} in this tier from their next order; orders already placed keep their prices.
        </p>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions pending={create.isPending || update.isPending} submitLabel={tier ? 'Save tier' : 'Create tier'} onCancel={onDone} />
    </form>
  );
}

/** The price tier form on a modal dialog. */
export function TierFormDialog({ target, onClose }: { target: TierFormTarget | null; onClose: () => void }) {
  const create = useCreateTradeTier();
  const update = useUpdateTradeTier();
  const title = target?.tier ? `Edit ${target.tier.name}` : 'Create a price tier';
  return (
    <FormDialog open={target !== null} title={title} pending={create.isPending || update.isPending} onClose={onClose}>
      {(titleId) => target && <TierForm key={target.tier?.id ?? 'new'} tier={target.tier} titleId={titleId} create={create} update={update} onDone={onClose} />}
    </FormDialog>
  );
}
