import { CircleCheck } from 'lucide-react';
import type { DeliveryOptions } from '../../../../shared/schemas/delivery';
import { useFormatMoney } from '../../../lib/use-format-money';

interface ZoneNoteProps {
  id: string;
  /** The answer for the chosen address; undefined while there is no address to ask about. */
  options: DeliveryOptions | undefined;
  checking: boolean;
  /** Why the shop could not be asked (null: it could). */
  failed: string | null;
}

/**
 * Whether the shop delivers to the chosen address, announced politely as it becomes known: the
 * zone with its fees and "free from". (No zone is the address field's error, shown by the caller.)
 */
export function ZoneNote({ id, options, checking, failed }: ZoneNoteProps) {
  const formatMoney = useFormatMoney();
  const zone = options?.zone;
  return (
    <div id={id} role="status" className="text-sm">
      {checking ? (
        <p className="flex items-center gap-2 text-base-content/75">
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          Checking delivery to this address…
        </p>
      ) : failed ? (
        <p className="text-error">We could not check delivery to this address: {failed}</p>
      ) : zone ? (
        <p className="flex items-start gap-2 rounded-field bg-success/10 px-3 py-2 text-base-content">
          <CircleCheck aria-hidden="true" size={18} className="mt-px shrink-0 text-success" />
          <span>
            We deliver here (<span className="font-semibold">{zone.name}</span>): home delivery {formatMoney(zone.fee)}, building site {formatMoney(zone.siteFee)}
            {zone.freeFrom !== null ? `, both free from ${formatMoney(zone.freeFrom)}` : ''}.
          </span>
        </p>
      ) : null}
    </div>
  );
}
