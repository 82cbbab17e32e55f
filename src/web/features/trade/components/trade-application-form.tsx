import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX, tradeApplicationSchemaFor, type TradeAccount, type TradeApplication } from '../../../../shared/schemas/trade';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { toast } from '../../../lib/toasts';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useApplyForTrade } from '../api/use-apply-for-trade';
import { nameInSentence } from '../../../../shared/shop-locale';

const FIELDS = ['companyName', 'companyAddress', 'vatNumber'] as const;
type ApplicationValues = z.input<ReturnType<typeof tradeApplicationSchemaFor>>;

interface TradeApplicationFormProps {
  /** The application refused before: its values fill the form again. */
  previous?: TradeAccount | undefined;
  /** Called with the shop's answer once the application is in. */
  onApplied: (message: string) => void;
}

/**
 * The application (issue 15 §5): company name, address and the company's tax number (as the shop's
 * locale names it: "EIN", "VAT number"), checked as the shop checks them; the shop's refusals show
 * at their fields, anything else under the form.
 */
export function TradeApplicationForm({ previous, onApplied }: TradeApplicationFormProps) {
  const { taxNumber, postcode } = useShopConfig();
  const schema = useMemo(() => tradeApplicationSchemaFor(taxNumber), [taxNumber]);
  const apply = useApplyForTrade();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationValues, unknown, TradeApplication>({
    resolver: zodResolver(schema),
    defaultValues: { companyName: previous?.companyName ?? '', companyAddress: previous?.companyAddress ?? '', vatNumber: previous?.vatNumber ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const reply = await apply.mutateAsync(values);
      onApplied(reply.message);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) {
        fieldErrors.forEach((item, index) => setError(item.field, { type: 'server', message: item.message }, { shouldFocus: index === 0 }));
        return;
      }
      // Applied or approved meanwhile (another tab): the page shows the account as it now is.
      if (error instanceof ApiError && error.status === 409) toast.error(errorMessage(error));
      else setProblem(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-label="Trade account application" onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1">
      <FormField id="trade-company-name" label="Company name" error={errors.companyName?.message}>
        {(a11y) => <input id="trade-company-name" type="text" autoComplete="organization" maxLength={COMPANY_NAME_MAX} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('companyName')} />}
      </FormField>
      <FormField id="trade-company-address" label="Company address" hint={`Street, ${nameInSentence(postcode.name)}, city and country, as on your invoices.`} error={errors.companyAddress?.message}>
        {(a11y) => (
          <textarea
            id="trade-company-address"
            rows={3}
            autoComplete="street-address"
            maxLength={COMPANY_ADDRESS_MAX}
            className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`}
            {...a11y}
            {...register('companyAddress')}
          />
        )}
      </FormField>
      <FormField id="trade-vat-number" label={taxNumber.name} hint={`For example ${taxNumber.example}.`} error={errors.vatNumber?.message}>
        {(a11y) => <input id="trade-vat-number" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} className={inputClass(a11y['aria-invalid'], 'font-mono')} {...a11y} {...register('vatNumber')} />}
      </FormField>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="mt-2 flex justify-end border-t border-base-300 pt-5">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={apply.isPending}>
          {apply.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
          Send application
        </button>
      </div>
    </form>
  );
}
