import { MessageSquareHeart, TrendingUp, Users, Wrench, type LucideIcon } from 'lucide-react';
import type { ShopConfig } from '../../../../shared/schemas/shop';
import { AnimatedCounter } from '../../../components/ui/animated-counter';
import { useShopConfig } from '../../../lib/use-shop-config';

const ICONS: Record<ShopConfig['counters'][number]['icon'], LucideIcon> = {
  customers: Users,
  revenue: TrendingUp,
  reviews: MessageSquareHeart,
  tools: Wrench,
};

/** SPEC §3.3: "Millions of businesses trust us" and four counters from the shop configuration. */
export function StatisticsSection() {
  const { counters, locale } = useShopConfig();
  return (
    <section aria-labelledby="statistics-heading" className="bg-neutral py-20 text-neutral-content">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="mb-2 text-sm font-semibold tracking-widest text-accent uppercase">Our numbers</p>
          <h2 id="statistics-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            Millions of businesses trust us
          </h2>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {counters.map((counter) => {
            const Icon = ICONS[counter.icon];
            return (
              <li key={counter.label} className="flex flex-col items-center gap-3 rounded-box border border-white/10 bg-white/5 px-4 py-8 text-center">
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-accent-content">
                  <Icon aria-hidden="true" size={26} />
                </span>
                <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                  <AnimatedCounter value={counter.value} suffix={counter.suffix} locale={locale} />
                </span>
                <span className="text-sm font-medium text-neutral-content/85 sm:text-base">{counter.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
