import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useShopConfig } from '../../../lib/use-shop-config';

const REASONS = ['Order tools and electrical parts with home delivery', 'Follow your orders and payments in one dashboard', 'Save your delivery details once'];

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card body ("No account yet? Register"). */
  footer?: ReactNode;
}

/** The frame of the sign-in pages: the form on a card, the shop's promise beside it on wide screens. */
export function AuthLayout({ eyebrow, title, lead, children, footer }: AuthLayoutProps) {
  const { name, logo } = useShopConfig();
  return (
    <div className="bg-base-200 px-4 py-10 sm:px-6 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-xl lg:grid-cols-[5fr_6fr]">
        <div className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-neutral p-10 text-neutral-content lg:flex">
          <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-primary/40 blur-3xl" />
          <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-20 h-64 w-64 rounded-full bg-accent/20 blur-3xl" />
          <p className="relative flex items-center gap-2.5 text-xl font-extrabold">
            <img src={logo} alt="" width={36} height={36} className="h-9 w-9" />
            {name}
          </p>
          <div className="relative">
            <p className="text-3xl leading-tight font-extrabold text-balance">Tools for every job, delivered to your door.</p>
            <ul className="mt-8 flex flex-col gap-4">
              {REASONS.map((reason) => (
                <li key={reason} className="flex items-start gap-3 text-neutral-content/90">
                  <CircleCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-accent" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
          <p className="relative text-sm text-neutral-content/80">Trusted by trade customers and home builders alike.</p>
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{title}</h1>
          {lead && <p className="mt-2 text-base-content/75">{lead}</p>}
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 border-t border-base-300 pt-6 text-center text-sm text-base-content/80">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
