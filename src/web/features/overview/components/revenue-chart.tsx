import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Overview } from '../../../../shared/schemas/overview';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useFormatCompactMoney, useFormatDay } from '../chart-format';
import { ChartSection } from './chart-section';
import { NumbersTable } from './numbers-table';
import { ViewToggle } from '../../../components/ui/view-toggle';

type View = 'day' | 'week';
const VIEWS = [
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
] as const;

/** Revenue (money received) per day of the range, or per ISO week, as bars and as a table. */
export function RevenueChart({ revenue }: { revenue: Overview['revenue'] }) {
  const [view, setView] = useState<View>('day');
  const formatMoney = useFormatMoney();
  const formatCompact = useFormatCompactMoney();
  const formatDay = useFormatDay();
  const span = (start: string, end: string) => (start === end ? formatDay(start, 'long') : `${formatDay(start, 'long')} – ${formatDay(end, 'long')}`);
  const points =
    view === 'day'
      ? revenue.days.map((day) => ({ key: day.day, label: formatDay(day.day), revenue: day.revenue, orders: day.orders, when: formatDay(day.day, 'long') }))
      : revenue.weeks.map((week) => ({ key: week.week, label: week.week.slice(5), revenue: week.revenue, orders: week.orders, when: `${week.week}: ${span(week.start, week.end)}` }));
  const per = view === 'day' ? 'day' : 'week';
  return (
    <ChartSection
      title="Revenue"
      chartLabel={`Bar chart of the revenue per ${per}: ${formatMoney(revenue.total)} from ${revenue.orders === 1 ? '1 paid order' : `${revenue.orders} paid orders`} in all. The numbers are in the table under “Show the numbers”.`}
      actions={<ViewToggle label="Revenue shown" options={VIEWS} value={view} onChange={setView} />}
      height={280}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-base-300)" />
            <XAxis dataKey="label" tickLine={false} minTickGap={12} tick={{ fontSize: 12, fill: 'var(--color-base-content)' }} />
            <YAxis width={56} tickFormatter={formatCompact} tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: 'var(--color-base-content)' }} />
            <Tooltip cursor={{ fill: 'var(--color-base-200)' }} labelFormatter={(_, payload) => String(payload[0]?.payload?.when ?? '')} formatter={(value) => [formatMoney(Number(value)), 'Revenue']} />
            <Bar dataKey="revenue" fill="var(--color-primary)" radius={[3, 3, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      numbers={
        <NumbersTable
          caption={`Revenue per ${per}`}
          columns={[view === 'day' ? 'Day' : 'Week', 'Revenue', 'Paid orders']}
          rows={points.map((point) => ({ key: point.key, cells: [point.when, formatMoney(point.revenue), point.orders] }))}
          footer={['Total', formatMoney(revenue.total), revenue.orders]}
        />
      }
    />
  );
}
