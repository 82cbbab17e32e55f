import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { percentText } from '../../../../shared/price-tiers';
import { paths } from '../../../../shared/routes';
import { PAYMENT_TERMS_CHOICES, type TradeTier } from '../../../../shared/schemas/trade';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { currencySymbol } from '../../../lib/typed-amount';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { TermsFormValues } from '../terms-form-schema';
import { termsText } from '../terms-text';

type Form = UseFormReturn<TermsFormValues, unknown, unknown>;

const id = (name: string) => `trade-terms-${name}`;

const selectClass = (invalid: boolean) => `select w-full ${invalid ? 'select-error' : ''}`;

/** The choices of payment terms, with the account's own if it is not among them. */
function termsChoices(current: string): number[] {
  const days = Number(current);
  const choices: number[] = [...PAYMENT_TERMS_CHOICES];
  return Number.isInteger(days) && !choices.includes(days) ? [...choices, days].sort((a, b) => a - b) : choices;
}

/** The price tier, the payment terms and the credit limit of a trade account. */
export function TermsFields({ form, tiers }: { form: Form; tiers: TradeTier[] }) {
  const { currency, locale } = useShopConfig();
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField id={id('tier')} label="Price tier" hint={tiers.length > 0 ? 'Its share comes off every list price; quantity prices apply on top.' : undefined} error={errors.tierId?.message}>
        {(a11y) => (
          <select id={id('tier')} className={selectClass(a11y['aria-invalid'])} {...a11y} {...register('tierId')}>
            <option value="">Choose a tier</option>
            {tiers.map((tier) => (
              <option key={tier.id} value={tier.id}>
                {tier.name} – {percentText(tier.discountBasisPoints)} % off
              </option>
            ))}
          </select>
        )}
      </FormField>
      {tiers.length === 0 && (
        <p className="-mt-3 mb-4 text-sm text-base-content/80">
          There is no price tier yet.{' '}
          <Link to={`${paths.manageTradeAccounts}?view=tiers`} className="link link-primary">
            Create one under Price tiers
          </Link>{' '}
          first.
        </p>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={id('terms')} label="Payment terms" hint="Days to pay an order on invoice." error={errors.paymentTermsDays?.message}>
          {(a11y) => (
            <select id={id('terms')} className={selectClass(a11y['aria-invalid'])} {...a11y} {...register('paymentTermsDays')}>
              {termsChoices(getValues('paymentTermsDays')).map((days) => (
                <option key={days} value={String(days)}>
                  {termsText(days)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id('credit')} label="Credit limit" hint="What unpaid invoices may add up to." error={errors.creditLimit?.message}>
          {(a11y) => (
            <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
              <span aria-hidden="true" className="text-base-content/70">
                {currencySymbol(currency, locale)}
              </span>
              <input id={id('credit')} type="text" inputMode="decimal" autoComplete="off" placeholder="0.00" className="grow" {...a11y} {...register('creditLimit')} />
            </div>
          )}
        </FormField>
      </div>
    </>
  );
}
