import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { DeliveryZoneView } from '../../../../shared/schemas/delivery';
import { nameInSentence } from '../../../../shared/shop-locale';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField, inputClass, type FieldA11y } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { currencyDigits, currencySymbol } from '../../../lib/typed-amount';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useAddZone, useUpdateZone } from '../api/use-zone-changes';
import { EMPTY_ZONE_FORM, ZONE_FORM_FIELDS, zoneFormSchema, zoneFormValues, type ZoneFormOutput, type ZoneFormValues } from '../zone-form-schema';

/** Adding a zone (`zone` null) or editing one. */
export type ZoneFormTarget = { zone: DeliveryZoneView | null };

/** An amount field with the currency's symbol in front. */
function AmountInput({ id, symbol, a11y, field }: { id: string; symbol: string; a11y: FieldA11y; field: UseFormRegisterReturn }) {
  return (
    <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
      <span aria-hidden="true" className="text-base-content/70">
        {symbol}
      </span>
      <input id={id} type="text" inputMode="decimal" autoComplete="off" placeholder="0.00" className="grow" {...a11y} {...field} />
    </div>
  );
}

interface ZoneFormProps {
  zone: DeliveryZoneView | null;
  titleId: string;
  add: ReturnType<typeof useAddZone>;
  update: ReturnType<typeof useUpdateZone>;
  onDone: () => void;
}

function ZoneForm({ zone, titleId, add, update, onDone }: ZoneFormProps) {
  const { currency, locale, postcode } = useShopConfig();
  const digits = currencyDigits(currency, locale);
  const symbol = currencySymbol(currency, locale);
  const pending = add.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ZoneFormValues, unknown, ZoneFormOutput>({ resolver: zodResolver(zoneFormSchema(digits)), defaultValues: zone ? zoneFormValues(zone, digits) : EMPTY_ZONE_FORM });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = zone ? await update.mutateAsync({ id: zone.id, changes: values }) : await add.mutateAsync(values);
      toast.success(reply.message);
      onDone();
    } catch (error) {
      // The server names list entries ("places.2"): their problem shows on the whole list.
      const named = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = ZONE_FORM_FIELDS.find((name) => name === item.field.split('.')[0]);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      const firstPerField = named.filter((item, index) => named.findIndex((other) => other.field === item.field) === index);
      if (firstPerField.length > 0) firstPerField.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  const id = (name: string) => `zone-${name}`;
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        {(a11y) => <input id={id('name')} type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('name')} />}
      </FormField>
      <FormField id={id('postcodes')} label={`${postcode.name} prefixes`} hint={`Separated by commas, e.g. 627, 62707. A ${nameInSentence(postcode.name)} that starts with one is in the zone.`} error={errors.postcodePrefixes?.message}>
        {(a11y) => <input id={id('postcodes')} type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('postcodePrefixes')} />}
      </FormField>
      <FormField id={id('places')} label="Places" hint="One per line: a city, or a city and district as “Springfield / Downtown”." error={errors.places?.message}>
        {(a11y) => <textarea id={id('places')} rows={3} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('places')} />}
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={id('fee')} label="Home delivery fee" error={errors.fee?.message}>
          {(a11y) => <AmountInput id={id('fee')} symbol={symbol} a11y={a11y} field={register('fee')} />}
        </FormField>
        <FormField id={id('site-fee')} label="Site delivery fee" error={errors.siteFee?.message}>
          {(a11y) => <AmountInput id={id('site-fee')} symbol={symbol} a11y={a11y} field={register('siteFee')} />}
        </FormField>
        <FormField id={id('free-from')} label="Free from" hint="Order subtotal from which home and site delivery cost nothing. Empty: never free." error={errors.freeFrom?.message}>
          {(a11y) => <AmountInput id={id('free-from')} symbol={symbol} a11y={a11y} field={register('freeFrom')} />}
        </FormField>
        <FormField id={id('capacity')} label="Deliveries per slot" hint="How many deliveries one time window of one day can take." error={errors.slotCapacity?.message}>
          {(a11y) => <input id={id('capacity')} type="number" inputMode="numeric" min={1} max={500} step={1} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('slotCapacity')} />}
        </FormField>
      </div>
      <DialogActions pending={pending} submitLabel={zone ? 'Save zone' : 'Add zone'} onCancel={onDone} />
    </form>
  );
}

/** The zone form on a modal dialog (see FormDialog for focus and Escape). */
export function ZoneFormDialog({ target, onClose }: { target: ZoneFormTarget | null; onClose: () => void }) {
  const add = useAddZone();
  const update = useUpdateZone();
  const title = target?.zone ? `Edit ${target.zone.name}` : 'Add a delivery zone';
  return (
    <FormDialog open={target !== null} title={title} pending={add.isPending || update.isPending} width="max-w-2xl" onClose={onClose}>
      {(titleId) => target && <ZoneForm key={target.zone?.id ?? 'new'} zone={target.zone} titleId={titleId} add={add} update={update} onDone={onClose} />}
    </FormDialog>
  );
}
