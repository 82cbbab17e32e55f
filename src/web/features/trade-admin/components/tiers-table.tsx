import { Pencil, Trash2 } from 'lucide-react';
import { percentText } from '../../../../shared/price-tiers';
import type { TradeTier } from '../../../../shared/schemas/trade';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';

const COLUMNS: DataTableColumn[] = [
  { label: 'Tier' },
  { label: 'Share off list prices', className: 'hidden text-right sm:table-cell' },
  { label: 'Trade accounts', className: 'hidden text-right sm:table-cell' },
  { label: 'Actions', className: 'text-right' },
];

function accountsText(count: number): string {
  return count === 0 ? 'None' : count === 1 ? '1 account' : `${count} accounts`;
}

/** The price tiers with their share and the approved accounts in each; share and accounts move under the name on phones. */
export function TiersTable({ tiers, onEdit, onDelete }: { tiers: TradeTier[]; onEdit: (tier: TradeTier) => void; onDelete: (tier: TradeTier) => void }) {
  return (
    <DataTable label="Price tiers" columns={COLUMNS}>
      {tiers.map((tier) => {
        const share = `${percentText(tier.discountBasisPoints)} % off`;
        return (
          <tr key={tier.id} className="hover:bg-base-200/50">
            <td className="min-w-36">
              <span className="block font-semibold [overflow-wrap:anywhere]">{tier.name}</span>
              <span className="mt-0.5 block text-xs text-base-content/75 sm:hidden">
                {share} · {accountsText(tier.accounts)}
              </span>
            </td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell">{share}</td>
            <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">{accountsText(tier.accounts)}</td>
            <td className="text-right">
              <div className="ms-auto flex w-fit flex-col items-stretch gap-2 sm:flex-row">
                <button type="button" className="btn btn-outline btn-primary btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onEdit(tier)}>
                  <Pencil aria-hidden="true" size={16} />
                  Edit<span className="sr-only"> {tier.name}</span>
                </button>
                <button type="button" className="btn btn-outline btn-error btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onDelete(tier)}>
                  <Trash2 aria-hidden="true" size={16} />
                  Delete<span className="sr-only"> {tier.name}</span>
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
