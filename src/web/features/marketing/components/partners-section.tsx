import { SectionHeading } from '../../../components/ui/section-heading';
import { useShopConfig } from '../../../lib/use-shop-config';
import { PartnerLogo } from './partner-logo';

/** SPEC §3.6: the partner logos, drawn inline from the shop configuration. */
export function PartnersSection() {
  const { partners } = useShopConfig();
  return (
    <section aria-labelledby="partners-heading" className="border-y border-base-300 bg-base-200 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="partners-heading" eyebrow="Brands we stock" title="Our Partners" />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner, index) => (
            <li key={partner.name} className="flex items-center justify-center rounded-box bg-base-100 px-3 py-5 shadow-sm">
              <PartnerLogo name={partner.name} color={partner.color} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
