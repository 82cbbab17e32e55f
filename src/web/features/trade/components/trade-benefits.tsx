import { BadgePercent, ReceiptText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useShopConfig } from '../../../lib/use-shop-config';
import { nameInSentence } from '../../../../shared/shop-locale';

function Benefit({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-base-content/75">{children}</p>
      </div>
    </li>
  );
}

/** What a trade account gives, before a customer applies for one. */
export function TradeBenefits() {
  const { tax } = useShopConfig();
  return (
    <section aria-labelledby="trade-benefits-heading" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 id="trade-benefits-heading" className="text-lg font-bold">
        What a trade account gives you
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        <Benefit icon={<BadgePercent size={20} />} title="Trade prices">
          Your price tier takes a share off every list price, and quantity prices come on top. Prices are shown
          {tax.rateBasisPoints > 0 ? ` without ${nameInSentence(tax.name)}` : ' net'}, as trade customers read them.
        </Benefit>
        <Benefit icon={<ReceiptText size={20} />} title="Pay on invoice">
          Order now and pay within your payment terms (for example 30 days), up to your credit limit. Card and cash on delivery stay open to you.
        </Benefit>
        <Benefit icon={<ShieldCheck size={20} />} title="Checked by us">
          We check each application with the company’s details and answer by email. Once approved, your prices, terms and credit limit show on this page.
        </Benefit>
      </ul>
    </section>
  );
}
