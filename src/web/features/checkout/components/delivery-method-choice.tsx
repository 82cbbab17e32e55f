import { Building2, House, Store } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { deliveryFee } from '../../../../shared/delivery';
import type { DeliveryOptions } from '../../../../shared/schemas/delivery';
import type { DeliveryMethod } from '../../../../shared/schemas/orders';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { CheckoutFormValues } from '../checkout-form';
import { ChoiceCard } from './choice-card';

interface DeliveryMethodChoiceProps {
  /** The zone of the chosen address: undefined while not known, null when no zone delivers there. */
  zone: DeliveryOptions['zone'] | undefined;
  /** The cart's subtotal, for "free from". */
  subtotal: number;
}

/** What home or site delivery costs to the chosen address, as far as it is known yet, with or without the tax as the buyer sees prices. */
function FeeText({ zone, method, subtotal }: DeliveryMethodChoiceProps & { method: Exclude<DeliveryMethod, 'pickup'> }) {
  const shown = useFormatMoney();
  const tax = useTaxDisplay();
  const formatMoney = (cents: number) => shown(tax.show(cents));
  if (zone === undefined) return <span className="font-normal text-base-content/70">Fee by address</span>;
  if (zone === null) return <span className="font-normal text-base-content/70">Not to this address</span>;
  const fee = deliveryFee({ feeCents: zone.fee, siteFeeCents: zone.siteFee, freeFromCents: zone.freeFrom }, method, subtotal);
  const listed = method === 'site' ? zone.siteFee : zone.fee;
  return (
    <>
      {fee === 0 ? <span className="text-success">Free</span> : formatMoney(fee)}
      {zone.freeFrom !== null && fee > 0 && <span className="block text-xs font-normal text-base-content/70">free from {formatMoney(zone.freeFrom)}</span>}
      {fee === 0 && listed > 0 && <span className="block text-xs font-normal text-base-content/70 line-through">{formatMoney(listed)}</span>}
    </>
  );
}

/** Home delivery, delivery to a building site, or pickup at the shop's counter (with its address and hours). */
export function DeliveryMethodChoice({ zone, subtotal }: DeliveryMethodChoiceProps) {
  const { register } = useFormContext<CheckoutFormValues>();
  const { pickup } = useShopConfig().delivery;
  const method = register('method');
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-semibold">How should we get it to you?</legend>
      <div className="grid gap-3">
        <ChoiceCard
          id="checkout-method-home"
          value="home"
          icon={<House size={20} />}
          title="Home delivery"
          description="To your door, in the time window you choose."
          aside={<FeeText zone={zone} method="home" subtotal={subtotal} />}
          {...method}
        />
        <ChoiceCard
          id="checkout-method-site"
          value="site"
          icon={<Building2 size={20} />}
          title="Delivery to a building site"
          description="Unloaded at the site; tell the driver where to go and who takes it."
          aside={<FeeText zone={zone} method="site" subtotal={subtotal} />}
          {...method}
        />
        <ChoiceCard
          id="checkout-method-pickup"
          value="pickup"
          icon={<Store size={20} />}
          title="Pick up at the shop"
          description={
            <>
              {pickup.address}
              <span className="block">{pickup.hours}</span>
            </>
          }
          aside={<span className="text-success">Free</span>}
          {...method}
        />
      </div>
    </fieldset>
  );
}
