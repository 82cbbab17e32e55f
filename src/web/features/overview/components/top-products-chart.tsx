import { useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { editProductPath } from '../../../../shared/routes';
import type { Overview } from '../../../../shared/schemas/overview';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFormatMoney } from '../../../lib/use-format-money';
import { shortName, useFormatCompactMoney } from '../chart-format';
import { ChartSection } from './chart-section';
import { NumbersTable } from './numbers-table';
import { ViewToggle } from '../../../components/ui/view-toggle';

type View = 'revenue' | 'pieces';
const VIEWS = [
  { value: 'revenue', label: 'By revenue' },
  { value: 'pieces', label: 'By pieces' },
] as const;

/** The ten best-selling products of the range by revenue or by pieces, as bars and as a table. */
export function TopProductsChart({ topProducts }: { topProducts: Overview['topProducts'] }) {
  const [view, setView] = useState<View>('revenue');
  const formatMoney = useFormatMoney();
  const formatCompact = useFormatCompactMoney();
  const products = view === 'revenue' ? topProducts.byRevenue : topProducts.byPieces;
  const points = products.map((product) => ({ ...product, label: shortName(product.name) }));
  const by = view === 'revenue' ? 'revenue' : 'pieces sold';
  const toggle = <ViewToggle label="Top products ranked" options={VIEWS} value={view} onChange={setView} />;
  if (products.length === 0) {
    return (
      <section aria-labelledby="top-products-title" className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
        <h2 id="top-products-title" className="mb-4 text-lg font-bold sm:text-xl">
          Top products
        </h2>
        <EmptyState title="Nothing was sold in these days">Products appear here once orders of the range are paid.</EmptyState>
      </section>
    );
  }
  return (
    <ChartSection
      title="Top products"
      chartLabel={`Bar chart of the ${products.length} best-selling products by ${by}, first ${products[0]?.name ?? ''}. The numbers are in the table under “Show the numbers”.`}
      actions={toggle}
      height={Math.max(160, points.length * 34 + 24)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="var(--color-base-300)" />
            <XAxis type="number" allowDecimals={false} tickFormatter={view === 'revenue' ? formatCompact : undefined} tickLine={false} tick={{ fontSize: 12, fill: 'var(--color-base-content)' }} />
            <YAxis type="category" dataKey="label" width={128} tickLine={false} axisLine={false} interval={0} tick={{ fontSize: 11, fill: 'var(--color-base-content)' }} />
            <Tooltip cursor={{ fill: 'var(--color-base-200)' }} formatter={(value) => (view === 'revenue' ? [formatMoney(Number(value)), 'Revenue'] : [String(value), 'Pieces'])} />
            <Bar dataKey={view} fill="var(--color-accent)" radius={[0, 3, 3, 0]} maxBarSize={24} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      numbers={
        <NumbersTable
          caption={`Top products by ${by}`}
          columns={['Product', 'Revenue', 'Pieces']}
          rows={products.map((product) => ({
            key: product.productId,
            cells: [
              <Link key="name" to={editProductPath(product.productId)} className="link link-hover whitespace-normal">
                {product.name}
              </Link>,
              formatMoney(product.revenue),
              product.pieces,
            ],
          }))}
        />
      }
    />
  );
}
