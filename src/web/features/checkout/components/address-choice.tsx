import { MapPinPlus } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { deliveryMessages, type DeliveryOptions } from '../../../../shared/schemas/delivery';
import type { SavedAddress } from '../../../../shared/schemas/addresses';
import { NEW_ADDRESS, type CheckoutFormValues } from '../checkout-form';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';
import { NewAddressFields } from './new-address-fields';
import { ZoneNote } from './zone-note';

interface AddressChoiceProps {
  addresses: readonly SavedAddress[];
  addressChoice: string;
  /** The delivery options of the chosen address (undefined: none chosen yet). */
  options: DeliveryOptions | undefined;
  checking: boolean;
  failed: string | null;
}

function SavedAddressText({ address }: { address: SavedAddress }) {
  return (
    <>
      {address.label && <span className="block">{address.recipient}</span>}
      <span className="block">{address.street}</span>
      <span className="block">{[address.district, `${address.postcode} ${address.city}`].filter(Boolean).join(', ')}</span>
      <span className="block">{address.phone}</span>
    </>
  );
}

/** Where home or site delivery goes: a saved address, or a new one typed here; with the zone it falls in. */
export function AddressChoice({ addresses, addressChoice, options, checking, failed }: AddressChoiceProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const outsideZones = !checking && options?.zone === null;
  const error = errors.addressChoice?.message ?? (outsideZones ? deliveryMessages.noZone : undefined);
  const choice = register('addressChoice');
  return (
    <fieldset className="min-w-0" aria-describedby={error ? 'checkout-address-error' : undefined}>
      <legend className="mb-3 text-sm font-semibold">Delivery address</legend>
      {addresses.length > 0 && (
        <div className="mb-3 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <ChoiceCard key={address.id} id={`checkout-address-${address.id}`} value={address.id} title={address.label || address.recipient} description={<SavedAddressText address={address} />} {...choice} />
          ))}
          <ChoiceCard id="checkout-address-new" value={NEW_ADDRESS} icon={<MapPinPlus size={20} />} title="New address" description="Deliver somewhere else." {...choice} />
        </div>
      )}
      {addressChoice === NEW_ADDRESS && <NewAddressFields savedCount={addresses.length} zoneNoteId={outsideZones ? 'checkout-address-error' : 'checkout-zone-note'} outsideZones={outsideZones} />}
      <div className="mt-3 flex flex-col gap-2">
        <ZoneNote id="checkout-zone-note" options={options} checking={checking} failed={failed} />
        <FieldError id="checkout-address-error" message={error} />
      </div>
    </fieldset>
  );
}
