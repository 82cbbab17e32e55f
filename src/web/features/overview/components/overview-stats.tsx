import type { Overview } from '../../../../shared/schemas/overview';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopNumber } from '../../../lib/use-shop-number';


/** The figures at a glance: revenue and orders of the range, cash on delivery outstanding and low stock now. */
export function OverviewStats({ overview }: { overview: Overview }) {
  const formatMoney = useFormatMoney();
  const number = useShopNumber();
  const plural = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;
  const stats = [
    { title: 'Revenue', value: formatMoney(overview.revenue.total), note: `from ${plural(overview.revenue.orders, 'paid order', 'paid orders')}` },
    { title: 'Orders placed', value: number(overview.ordersByStatus.total), note: 'in these days, any status' },
    { title: 'Cash on delivery outstanding', value: formatMoney(overview.cashOnDelivery.amount), note: `${plural(overview.cashOnDelivery.orders, 'order', 'orders')} not paid yet, now` },
    { title: 'Low stock', value: number(overview.lowStock.total), note: overview.lowStock.total === 1 ? 'product at its threshold, now' : 'products at their threshold, now' },
  ];
  return (
    <dl className="mb-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.title} className="flex flex-col rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
          <dt className="order-1 text-sm font-semibold text-base-content/75">{stat.title}</dt>
          <dd className="order-2 mt-1 text-2xl font-extrabold tracking-tight tabular-nums">{stat.value}</dd>
          <dd className="order-3 text-sm text-base-content/75">{stat.note}</dd>
        </div>
      ))}
    </dl>
  );
}
