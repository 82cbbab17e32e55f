import { CircleCheck, CirclePause, Pencil } from 'lucide-react';
import type { DeliveryZoneView } from '../../../../shared/schemas/delivery';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';

const WIDE = 'hidden xl:table-cell';

const COLUMNS: DataTableColumn[] = [
  { label: 'Zone' },
  { label: 'Home delivery', className: `${WIDE} text-right leading-tight whitespace-normal` },
  { label: 'Site delivery', className: `${WIDE} text-right leading-tight whitespace-normal` },
  { label: 'Free from', className: `${WIDE} text-right whitespace-nowrap` },
  { label: 'Per slot', className: `${WIDE} text-right whitespace-nowrap` },
  { label: 'Actions', className: 'text-right' },
];

interface ZonesTableProps {
  zones: DeliveryZoneView[];
  onEdit: (zone: DeliveryZoneView) => void;
  onDeactivate: (zone: DeliveryZoneView) => void;
  onActivate: (zone: DeliveryZoneView) => void;
  /** The zone being activated, whose button waits. */
  activating: string | null;
}

function Area({ zone }: { zone: DeliveryZoneView }) {
  const { postcode } = useShopConfig();
  return (
    <dl className="mt-1 grid gap-0.5 text-xs text-base-content/75 sm:text-sm">
      {zone.postcodePrefixes.length > 0 && (
        <div className="flex gap-1.5">
          <dt className="shrink-0">{postcode.name}s</dt>
          <dd className="font-medium text-base-content [overflow-wrap:anywhere]">{zone.postcodePrefixes.join(', ')}</dd>
        </div>
      )}
      {zone.places.length > 0 && (
        <div className="flex gap-1.5">
          <dt className="shrink-0">Places</dt>
          <dd className="font-medium text-base-content [overflow-wrap:anywhere]">{zone.places.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Issue 14 §2, admins: every zone with its area (postcode prefixes, places), fees, free-from
 * amount and deliveries per slot. Below 1280 px the numbers move under the zone's name, so the
 * table fits a phone.
 */
export function ZonesTable({ zones, onEdit, onDeactivate, onActivate, activating }: ZonesTableProps) {
  const formatMoney = useFormatMoney();
  const freeFrom = (zone: DeliveryZoneView) => (zone.freeFrom === null ? 'Never' : formatMoney(zone.freeFrom));
  return (
    <DataTable label="Delivery zones" columns={COLUMNS}>
      {zones.map((zone) => (
        <tr key={zone.id} className={zone.active ? 'hover:bg-base-200/50' : 'bg-base-200/40'}>
          <td className="min-w-40">
            <span className="font-semibold [overflow-wrap:anywhere]">{zone.name}</span>
            <span className={`badge badge-sm ms-2 align-middle font-semibold ${zone.active ? 'badge-success' : 'badge-neutral'}`}>{zone.active ? 'Active' : 'Inactive'}</span>
            <Area zone={zone} />
            {/* Narrower screens: the numbers of the hidden columns. */}
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-base-content/75 sm:text-sm xl:hidden">
              {[
                ['Home delivery', formatMoney(zone.fee)],
                ['Site delivery', formatMoney(zone.siteFee)],
                ['Free from', freeFrom(zone)],
                ['Per slot', String(zone.slotCapacity)],
              ].map(([term, value]) => (
                <div key={term} className="contents">
                  <dt>{term}</dt>
                  <dd className="font-medium text-base-content tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </td>
          <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums xl:table-cell">{formatMoney(zone.fee)}</td>
          <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums xl:table-cell">{formatMoney(zone.siteFee)}</td>
          <td className="hidden text-right whitespace-nowrap tabular-nums xl:table-cell">{freeFrom(zone)}</td>
          <td className="hidden text-right tabular-nums xl:table-cell">{zone.slotCapacity}</td>
          <td className="text-right">
            <div className="ms-auto flex w-fit flex-col items-stretch gap-2">
              <button type="button" className="btn btn-outline btn-primary btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onEdit(zone)}>
                <Pencil aria-hidden="true" size={16} />
                Edit<span className="sr-only"> {zone.name}</span>
              </button>
              {zone.active ? (
                <button type="button" className="btn btn-outline btn-error btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onDeactivate(zone)}>
                  <CirclePause aria-hidden="true" size={16} />
                  Deactivate<span className="sr-only"> {zone.name}</span>
                </button>
              ) : (
                <button type="button" className="btn btn-outline btn-success btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onActivate(zone)} disabled={activating === zone.id}>
                  {activating === zone.id ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <CircleCheck aria-hidden="true" size={16} />}
                  Activate<span className="sr-only"> {zone.name}</span>
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
