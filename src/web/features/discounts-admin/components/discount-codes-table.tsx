import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { percentText } from '../../../../shared/price-tiers';
import type { DiscountCodeView, DiscountStatus } from '../../../../shared/schemas/discounts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';

const WIDE = 'hidden xl:table-cell';

const COLUMNS: DataTableColumn[] = [
  { label: 'Code' },
  { label: 'Discount', className: `${WIDE} text-right whitespace-nowrap` },
  { label: 'Minimum order', className: `${WIDE} text-right leading-tight whitespace-normal` },
  { label: 'Valid', className: WIDE },
  { label: 'Uses', className: `${WIDE} text-right whitespace-nowrap` },
  { label: 'Actions', className: 'text-right' },
];

const STATUS: Record<DiscountStatus, { label: string; badge: string }> = {
  active: { label: 'Active', badge: 'badge-success' },
  scheduled: { label: 'Scheduled', badge: 'badge-info' },
  expired: { label: 'Expired', badge: 'badge-neutral' },
  used_up: { label: 'Used up', badge: 'badge-warning' },
  archived: { label: 'Archived', badge: 'badge-neutral' },
};

interface DiscountCodesTableProps {
  codes: DiscountCodeView[];
  onEdit: (code: DiscountCodeView) => void;
  onArchive: (code: DiscountCodeView) => void;
  onRestore: (code: DiscountCodeView) => void;
  /** The code being restored, whose button waits. */
  restoring: string | null;
}

/** The facts of a code as its row shows them, in words. */
function useCodeFacts() {
  const formatMoney = useFormatMoney();
  const { locale } = useShopConfig();
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => days.format(new Date(`${value}T12:00:00Z`));
  return (code: DiscountCodeView) => ({
    discount: `${code.kind === 'percent' ? `${percentText(code.percentBasisPoints ?? 0)} %` : formatMoney(code.amount ?? 0)} off`,
    minimum: code.minOrder === 0 ? 'Any order' : formatMoney(code.minOrder),
    valid: code.startsOn && code.endsOn ? `${day(code.startsOn)} – ${day(code.endsOn)}` : code.startsOn ? `From ${day(code.startsOn)}` : code.endsOn ? `Until ${day(code.endsOn)}` : 'Always',
    uses: `${code.used} of ${code.maxUses ?? 'unlimited'}`,
    perCustomer: code.maxUsesPerCustomer === null ? 'No limit per customer' : `${code.maxUsesPerCustomer} per customer`,
  });
}

/**
 * Issue 15 §4, admins: every discount code with its worth, minimum order, days, uses so far and
 * where it stands. Below 1280 px the facts move under the code, so the table fits a phone.
 */
export function DiscountCodesTable({ codes, onEdit, onArchive, onRestore, restoring }: DiscountCodesTableProps) {
  const factsOf = useCodeFacts();
  return (
    <DataTable label="Discount codes" columns={COLUMNS}>
      {codes.map((code) => {
        const facts = factsOf(code);
        const status = STATUS[code.status];
        const archived = code.status === 'archived';
        return (
          <tr key={code.id} className={archived ? 'bg-base-200/40' : 'hover:bg-base-200/50'}>
            <td className="min-w-40">
              <span className="font-mono font-semibold [overflow-wrap:anywhere]">{code.code}</span>
              <span className={`badge badge-sm ms-2 align-middle font-semibold ${status.badge}`}>{status.label}</span>
              {code.description && <span className="mt-1 block text-xs text-base-content/75 [overflow-wrap:anywhere] sm:text-sm">{code.description}</span>}
              {/* Narrower screens: the facts of the hidden columns. */}
              <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-base-content/75 sm:text-sm xl:hidden">
                {[
                  ['Discount', facts.discount],
                  ['Minimum', facts.minimum],
                  ['Valid', facts.valid],
                  ['Uses', `${facts.uses}, ${facts.perCustomer.toLowerCase()}`],
                ].map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt>{term}</dt>
                    <dd className="font-medium text-base-content tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums xl:table-cell">{facts.discount}</td>
            <td className="hidden text-right whitespace-nowrap tabular-nums xl:table-cell">{facts.minimum}</td>
            <td className="hidden tabular-nums xl:table-cell">{facts.valid}</td>
            <td className="hidden text-right tabular-nums xl:table-cell">
              <span className="block font-semibold">{facts.uses}</span>
              <span className="block text-xs text-base-content/70">{facts.perCustomer}</span>
            </td>
            <td className="text-right">
              <div className="ms-auto flex w-fit flex-col items-stretch gap-2">
                <button type="button" className="btn btn-outline btn-primary btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onEdit(code)}>
                  <Pencil aria-hidden="true" size={16} />
                  Edit<span className="sr-only"> {code.code}</span>
                </button>
                {archived ? (
                  <button type="button" className="btn btn-outline btn-success btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onRestore(code)} disabled={restoring === code.id}>
                    {restoring === code.id ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" size={16} />}
                    Restore<span className="sr-only"> {code.code}</span>
                  </button>
                ) : (
                  <button type="button" className="btn btn-outline btn-error btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onArchive(code)}>
                    <Archive aria-hidden="true" size={16} />
                    Archive<span className="sr-only"> {code.code}</span>
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
