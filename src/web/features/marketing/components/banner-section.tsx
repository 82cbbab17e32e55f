import { ShieldCheck, ShoppingCart, Truck, BadgePercent } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { useShopConfig } from '../../../lib/use-shop-config';
import { BannerArt } from './banner-art';

const PROMISES = [
  { icon: Truck, text: 'Home and site delivery' },
  { icon: BadgePercent, text: 'Trade prices in bulk' },
  { icon: ShieldCheck, text: 'Certified parts' },
];

/** SPEC §3.1: full viewport height under the navbar, fades in over 3 s (not with reduced motion). */
export function BannerSection() {
  const { banner } = useShopConfig();
  return (
    <section aria-labelledby="banner-heading" className="relative isolate overflow-hidden bg-secondary text-secondary-content">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary)_0%,transparent_60%)] opacity-90" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-7xl items-center gap-12 px-4 py-16 motion-safe:animate-fade-in sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="max-w-xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium">
            <span className="h-2 w-2 rounded-full bg-accent" aria-hidden="true" />
            Tools &amp; electrical parts for trade and home
          </p>
          <h1 id="banner-heading" className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {banner.title}
          </h1>
          <p className="mt-6 text-lg text-pretty text-secondary-content/90 sm:text-xl">{banner.text}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to={paths.allProducts} className="btn btn-accent btn-lg px-8 shadow-lg">
              <ShoppingCart aria-hidden="true" size={20} />
              {banner.button}
            </Link>
            {/* Issue 15 §6: a quote request (visitors sign in first and come back to it). */}
            <Link to={paths.newQuote} className="btn btn-lg btn-outline border-white/40 text-white hover:bg-white hover:text-secondary">
              Ask for a quote
            </Link>
          </div>
          <ul className="mt-12 grid gap-4 text-sm sm:grid-cols-3">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" size={20} className="shrink-0 text-accent" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <BannerArt />
      </div>
    </section>
  );
}
