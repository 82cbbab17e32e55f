import { todayIn } from '../../../../shared/schemas/overview';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useOverview } from '../api/use-overview';
import { useFormatDay } from '../chart-format';
import { LowStockTable } from '../components/low-stock-table';
import { OverviewStats } from '../components/overview-stats';
import { RangePicker } from '../components/range-picker';
import { RevenueChart } from '../components/revenue-chart';
import { StatusChart } from '../components/status-chart';
import { TopProductsChart } from '../components/top-products-chart';
import { useRangeParams } from '../overview-range';

/**
 * Issue 15 §1, the admins' start page (/dashboard/overview): revenue per day or week, orders by
 * status and the best-selling products over the days in the address (?from=&to=, the shop's
 * calendar; the last 30 days unless given), with low stock and cash on delivery outstanding now.
 * Every chart has its numbers as a table.
 */
export default function OverviewPage() {
  useDocumentTitle('Overview');
  const { timeZone } = useShopConfig();
  const today = todayIn(timeZone);
  const [range, setRange] = useRangeParams(today);
  const overview = useOverview(range);
  const formatDay = useFormatDay();
  const shown = overview.data?.range;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Overview">
        {shown ? `How the shop did from ${formatDay(shown.from, 'long')} to ${formatDay(shown.to, 'long')} (${shown.days} days, shop time ${shown.timeZone}).` : 'How the shop is doing.'}
      </PageHeader>
      <RangePicker key={`${range.from}|${range.to}`} range={range} today={today} onChange={setRange} />
      {overview.isPending ? (
        <Spinner label="Loading the overview…" className="min-h-64" />
      ) : overview.isError ? (
        <ErrorState title="We could not show these days" message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
      ) : (
        <div aria-busy={overview.isPlaceholderData} className={`transition-opacity ${overview.isPlaceholderData ? 'opacity-60' : ''}`}>
          <OverviewStats overview={overview.data} />
          <div className="grid gap-6">
            <RevenueChart revenue={overview.data.revenue} />
            <div className="grid gap-6 xl:grid-cols-2">
              <StatusChart ordersByStatus={overview.data.ordersByStatus} />
              <TopProductsChart topProducts={overview.data.topProducts} />
            </div>
            <LowStockTable lowStock={overview.data.lowStock} />
          </div>
        </div>
      )}
    </>
  );
}
