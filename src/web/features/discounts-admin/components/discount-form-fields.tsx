import type { ReactNode } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { DiscountKind } from '../../../../shared/schemas/discounts';
import { FormField, inputClass, type FieldA11y } from '../../../components/ui/form-field';
import { currencySymbol } from '../../../lib/typed-amount';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { DiscountFormValues } from '../discount-form-schema';

type Form = UseFormReturn<DiscountFormValues, unknown, unknown>;

const id = (name: string) => `discount-${name}`;

/** A text field with a sign before or after it ("$", "%"). */
function SignedInput({ id: inputId, sign, after = false, a11y, field, placeholder }: { id: string; sign: string; after?: boolean; a11y: FieldA11y; field: UseFormRegisterReturn; placeholder: string }) {
  const mark = (
    <span aria-hidden="true" className="text-base-content/70">
      {sign}
    </span>
  );
  return (
    <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
      {!after && mark}
      <input id={inputId} type="text" inputMode="decimal" autoComplete="off" placeholder={placeholder} className="grow" {...a11y} {...field} />
      {after && mark}
    </div>
  );
}

function KindChoice({ form }: { form: Form }) {
  const options: [DiscountKind, string, string][] = [
    ['percent', 'Percentage', 'A share of the order’s lines'],
    ['amount', 'Fixed amount', 'An amount off the lines, never more than them'],
  ];
  return (
    <fieldset className="mb-4">
      <legend className="mb-1.5 text-sm font-semibold">Kind</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(([value, label, hint]) => (
          <label key={value} className="flex cursor-pointer items-start gap-2.5 rounded-field border border-base-300 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="radio" value={value} className="radio radio-primary radio-sm mt-0.5" {...form.register('kind')} />
            <span className="text-sm">
              <span className="block font-semibold">{label}</span>
              <span className="block text-base-content/70">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Making a code: the code, its kind, and the percentage or amount it takes off. */
export function WorthFields({ form, kind }: { form: Form; kind: DiscountKind }) {
  const { currency, locale } = useShopConfig();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField id={id('code')} label="Code" hint="3 to 32 letters, digits, - or _. Customers may type it in any case." error={errors.code?.message}>
        {(a11y) => <input id={id('code')} type="text" autoComplete="off" spellCheck={false} className={inputClass(a11y['aria-invalid'], 'font-mono')} {...a11y} {...register('code')} />}
      </FormField>
      <KindChoice form={form} />
      {kind === 'percent' ? (
        <FormField id={id('percent')} label="Percentage off" hint="Of the lines’ subtotal, e.g. 10 or 12.5. Rounded to the nearest cent." error={errors.percent?.message}>
          {(a11y) => <SignedInput id={id('percent')} sign="%" after a11y={a11y} field={register('percent')} placeholder="10" />}
        </FormField>
      ) : (
        <FormField id={id('amount')} label="Amount off" error={errors.amount?.message}>
          {(a11y) => <SignedInput id={id('amount')} sign={currencySymbol(currency, locale)} a11y={a11y} field={register('amount')} placeholder="0.00" />}
        </FormField>
      )}
    </>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>;
}

/** What may change once a code is in use: its description, minimum order, days and limits. */
export function LimitFields({ form }: { form: Form }) {
  const { currency, locale } = useShopConfig();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField id={id('description')} label="Description (optional)" hint="For admins only, e.g. where the code was handed out." error={errors.description?.message}>
        {(a11y) => <input id={id('description')} type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('description')} />}
      </FormField>
      <FormField id={id('min-order')} label="Minimum order" hint="The lines’ subtotal a customer must reach. Empty: any order." error={errors.minOrder?.message}>
        {(a11y) => <SignedInput id={id('min-order')} sign={currencySymbol(currency, locale)} a11y={a11y} field={register('minOrder')} placeholder="0.00" />}
      </FormField>
      <Pair>
        <FormField id={id('starts-on')} label="First day" hint="Empty: from now on." error={errors.startsOn?.message}>
          {(a11y) => <input id={id('starts-on')} type="date" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('startsOn')} />}
        </FormField>
        <FormField id={id('ends-on')} label="Last day" hint="Included. Empty: no end." error={errors.endsOn?.message}>
          {(a11y) => <input id={id('ends-on')} type="date" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('endsOn')} />}
        </FormField>
      </Pair>
      <Pair>
        <FormField id={id('max-uses')} label="Uses in all" hint="Orders it may take off. Empty: no limit." error={errors.maxUses?.message}>
          {(a11y) => <input id={id('max-uses')} type="text" inputMode="numeric" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('maxUses')} />}
        </FormField>
        <FormField id={id('max-uses-per-customer')} label="Uses per customer" hint="Empty: no limit." error={errors.maxUsesPerCustomer?.message}>
          {(a11y) => <input id={id('max-uses-per-customer')} type="text" inputMode="numeric" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('maxUsesPerCustomer')} />}
        </FormField>
      </Pair>
    </>
  );
}
