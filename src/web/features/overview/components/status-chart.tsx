import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Overview } from '../../../../shared/schemas/overview';
import { statusCountLabels } from '../../../lib/order-status-counts';
import { ChartSection } from './chart-section';
import { NumbersTable } from './numbers-table';

/** The orders placed in the range by the status they have now, as bars and as a table. */
export function StatusChart({ ordersByStatus }: { ordersByStatus: Overview['ordersByStatus'] }) {
  const points = ordersByStatus.statuses.map((status) => ({ key: status.status, label: statusCountLabels[status.status], count: status.count }));
  return (
    <ChartSection
      title="Orders by status"
      chartLabel={`Bar chart of the ${ordersByStatus.total} orders placed in the range by their status now. The numbers are in the table under “Show the numbers”.`}
      height={240}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="var(--color-base-300)" />
            <XAxis type="number" allowDecimals={false} tickLine={false} tick={{ fontSize: 12, fill: 'var(--color-base-content)' }} />
            <YAxis type="category" dataKey="label" width={120} tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: 'var(--color-base-content)' }} />
            <Tooltip cursor={{ fill: 'var(--color-base-200)' }} formatter={(value) => [String(value), 'Orders']} />
            <Bar dataKey="count" fill="var(--color-secondary)" radius={[0, 3, 3, 0]} maxBarSize={28} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      numbers={
        <NumbersTable
          caption="Orders placed in the range by status"
          columns={['Status', 'Orders']}
          rows={points.map((point) => ({ key: point.key, cells: [point.label, point.count] }))}
          footer={['All orders', ordersByStatus.total]}
        />
      }
    />
  );
}
