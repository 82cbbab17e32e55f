import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { percentText } from '../../../../shared/price-tiers';
import type { DiscountCodeInput, DiscountCodeUpdate, DiscountCodeView } from '../../../../shared/schemas/discounts';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { currencyDigits } from '../../../lib/typed-amount';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useCreateDiscountCode, useUpdateDiscountCode } from '../api/use-discount-code-changes';
import { discountEditSchema, discountFormSchema, discountFormValues, EMPTY_DISCOUNT_FORM, formFieldOf, type DiscountFormValues } from '../discount-form-schema';
import { LimitFields, WorthFields } from './discount-form-fields';

/** Making a code (`code` null) or changing one. */
export type DiscountFormTarget = { code: DiscountCodeView | null };

type Output = DiscountCodeInput | DiscountCodeUpdate;

function resolverFor(code: DiscountCodeView | null, digits: number): Resolver<DiscountFormValues, unknown, Output> {
  return (code ? zodResolver(discountEditSchema(digits)) : zodResolver(discountFormSchema(digits))) as Resolver<DiscountFormValues, unknown, Output>;
}

interface DiscountFormProps {
  code: DiscountCodeView | null;
  titleId: string;
  create: ReturnType<typeof useCreateDiscountCode>;
  update: ReturnType<typeof useUpdateDiscountCode>;
  onDone: () => void;
}

/** What a code is worth, which stays as it was made (orders name it). */
function MadeAs({ code }: { code: DiscountCodeView }) {
  const formatMoney = useFormatMoney();
  const worth = code.kind === 'percent' ? `${percentText(code.percentBasisPoints ?? 0)} % off` : `${formatMoney(code.amount ?? 0)} off`;
  return (
    <p className="mb-4 rounded-field bg-base-200/70 px-3 py-2 text-sm">
      <span className="font-mono font-semibold">{code.code}</span> · {worth}. <span className="text-base-content/75">The code and what it takes off stay as they were made; used {code.used} times so far.</span>
    </p>
  );
}

function DiscountForm({ code, titleId, create, update, onDone }: DiscountFormProps) {
  const { currency, locale } = useShopConfig();
  const digits = currencyDigits(currency, locale);
  const pending = create.isPending || update.isPending;
  const form = useForm<DiscountFormValues, unknown, Output>({ resolver: resolverFor(code, digits), defaultValues: code ? discountFormValues(code, digits) : EMPTY_DISCOUNT_FORM });
  const { handleSubmit, setError, control } = form;
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = code ? await update.mutateAsync({ id: code.id, changes: values as DiscountCodeUpdate }) : await create.mutateAsync(values as DiscountCodeInput);
      toast.success(reply.message);
      onDone();
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = formFieldOf(item.field);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      if (named.length > 0) named.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      {code ? <MadeAs code={code} /> : <WorthFields form={form} kind={kind} />}
      <LimitFields form={form} />
      <DialogActions pending={pending} submitLabel={code ? 'Save code' : 'Create code'} onCancel={onDone} />
    </form>
  );
}

/** The discount code form on a modal dialog (see FormDialog for focus and Escape). */
export function DiscountFormDialog({ target, onClose }: { target: DiscountFormTarget | null; onClose: () => void }) {
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const title = target?.code ? `Edit ${target.code.code}` : 'Create a discount code';
  return (
    <FormDialog open={target !== null} title={title} pending={create.isPending || update.isPending} width="max-w-2xl" onClose={onClose}>
      {(titleId) => target && <DiscountForm key={target.code?.id ?? 'new'} code={target.code} titleId={titleId} create={create} update={update} onDone={onClose} />}
    </FormDialog>
  );
}
