import { Ban, CircleCheck, Pencil } from 'lucide-react';
import { percentText } from '../../../../shared/price-tiers';
import type { TradeAccountAdmin, TradeAccountStatus } from '../../../../shared/schemas/trade';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useShopDays } from '../../../lib/use-shop-days';
import { termsText } from '../terms-text';

const WIDE = 'hidden xl:table-cell';

/** The column of the decision: when it came and what it says. */
const DECISION_LABEL: Record<TradeAccountStatus, string> = { applied: 'Applied', approved: 'Terms', refused: 'Refused' };

function columnsFor(status: TradeAccountStatus): DataTableColumn[] {
  return [
    { label: 'Company' },
    { label: 'Customer', className: WIDE },
    { label: DECISION_LABEL[status], className: WIDE },
    // Phones: the buttons sit at the foot of the company's cell.
    ...(status === 'refused' ? [] : [{ label: 'Actions', className: 'hidden text-right sm:table-cell' }]),
  ];
}

interface TradeAccountsTableProps {
  status: TradeAccountStatus;
  accounts: TradeAccountAdmin[];
  onApprove: (account: TradeAccountAdmin) => void;
  onRefuse: (account: TradeAccountAdmin) => void;
  onEdit: (account: TradeAccountAdmin) => void;
}

/** The facts of an account as its row shows them, in words. */
function useAccountFacts() {
  const formatMoney = useFormatMoney();
  const { dayOf } = useShopDays();
  return (account: TradeAccountAdmin) => ({
    applied: dayOf(account.appliedAt),
    decided: account.decidedAt ? dayOf(account.decidedAt) : '',
    tier: account.tier ? `${account.tier.name}, ${percentText(account.tier.discountBasisPoints)} % off` : 'No tier',
    terms: termsText(account.paymentTermsDays),
    credit: `${formatMoney(account.creditUsed)} used of ${formatMoney(account.creditLimit)}`,
  });
}

type Facts = ReturnType<ReturnType<typeof useAccountFacts>>;

/** What the decision column says, as term and value pairs. */
function decisionFacts(status: TradeAccountStatus, account: TradeAccountAdmin, facts: Facts): [string, string][] {
  if (status === 'approved') {
    return [
      ['Tier', facts.tier],
      ['Terms', facts.terms],
      ['Credit', facts.credit],
    ];
  }
  if (status === 'refused') {
    return [
      ['Applied', facts.applied],
      ['Refused', facts.decided],
    ];
  }
  return [['Applied', facts.applied]];
}

function FactList({ facts, className = '' }: { facts: [string, string][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-base-content/75 sm:text-sm ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt>{term}</dt>
          <dd className="font-medium text-base-content tabular-nums [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RefusalReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <blockquote className="mt-1.5 border-s-2 border-error/50 ps-2 text-xs whitespace-pre-line text-base-content/80 [overflow-wrap:anywhere] sm:text-sm">
      <span className="sr-only">Reason: </span>
      {reason}
    </blockquote>
  );
}

type ActionsProps = Omit<TradeAccountsTableProps, 'accounts'> & { account: TradeAccountAdmin; className: string };

function Actions({ status, account, onApprove, onRefuse, onEdit, className }: ActionsProps) {
  const name = <span className="sr-only"> {account.companyName}</span>;
  const button = 'btn btn-outline btn-sm whitespace-nowrap';
  return (
    <div className={`gap-2 ${className}`}>
      {status === 'applied' ? (
        <>
          <button type="button" className={`${button} btn-success`} onClick={() => onApprove(account)}>
            <CircleCheck aria-hidden="true" size={16} />
            Approve{name}
          </button>
          <button type="button" className={`${button} btn-error`} onClick={() => onRefuse(account)}>
            <Ban aria-hidden="true" size={16} />
            Refuse{name}
          </button>
        </>
      ) : (
        <button type="button" className={`${button} btn-primary`} onClick={() => onEdit(account)}>
          <Pencil aria-hidden="true" size={16} />
          Edit terms{name}
        </button>
      )}
    </div>
  );
}

/**
 * Issue 15 §5, admins: the trade accounts of one status with the company, its tax number and
 * address, the customer, and when they applied (or their terms, or why they were refused).
 * Below 1280 px the customer and the decision move under the company, so a row fits a phone.
 */
export function TradeAccountsTable({ status, accounts, ...actions }: TradeAccountsTableProps) {
  const factsOf = useAccountFacts();
  const taxNumberName = useShopConfig().taxNumber.name;
  return (
    <DataTable label="Trade accounts" columns={columnsFor(status)}>
      {accounts.map((account) => {
        const facts = factsOf(account);
        const decision = decisionFacts(status, account, facts);
        return (
          <tr key={account.userId} className="align-top hover:bg-base-200/50">
            <td className="min-w-44">
              <span className="block font-semibold [overflow-wrap:anywhere]">{account.companyName}</span>
              <span className="mt-0.5 block font-mono text-xs text-base-content/80 sm:text-sm">
                <span className="sr-only">{taxNumberName} </span>
                {account.vatNumber}
              </span>
              <span className="mt-0.5 block text-xs whitespace-pre-line text-base-content/75 [overflow-wrap:anywhere] sm:text-sm">{account.companyAddress}</span>
              {/* Narrower screens: the customer and the decision of the hidden columns. */}
              <div className="mt-2 xl:hidden">
                <FactList facts={[['Customer', account.customerName], ['Email', account.email], ...decision]} />
                {status === 'refused' && <RefusalReason reason={account.refusalReason} />}
              </div>
              {status !== 'refused' && <Actions status={status} account={account} className="mt-3 flex flex-wrap sm:hidden" {...actions} />}
            </td>
            <td className="hidden xl:table-cell">
              <span className="block font-medium [overflow-wrap:anywhere]">{account.customerName}</span>
              <span className="block text-sm text-base-content/75 [overflow-wrap:anywhere]">{account.email}</span>
            </td>
            <td className="hidden min-w-56 xl:table-cell">
              <FactList facts={decision} />
              {status === 'refused' && <RefusalReason reason={account.refusalReason} />}
            </td>
            {status !== 'refused' && (
              <td className="hidden text-right sm:table-cell">
                <Actions status={status} account={account} className="ms-auto flex w-fit flex-col items-stretch" {...actions} />
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
