import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { useShopConfig } from '../../../lib/use-shop-config';
import { CeoQuote } from './ceo-quote';
import { FaqList } from './faq-list';

/** SPEC §3.5: text, "Read More", the FAQ accordion and the CEO's quote with signature. */
export function CapabilitiesSection() {
  const { capabilities, ceo } = useShopConfig();
  return (
    <section aria-labelledby="capabilities-heading" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="flex flex-col">
          <p className="mb-2 text-sm font-semibold tracking-widest text-primary uppercase">Why choose us</p>
          <h2 id="capabilities-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {capabilities.heading}
          </h2>
          <p className="mt-5 text-lg text-base-content/80">{capabilities.text}</p>
          <div className="mt-8">
            <Link to={paths.blogs} className="btn btn-primary btn-lg">
              Read More <ArrowRight aria-hidden="true" size={20} />
            </Link>
          </div>
          <CeoQuote ceo={ceo} />
        </div>
        <div>
          <h3 className="mb-5 text-2xl font-bold">Frequently asked questions</h3>
          <FaqList entries={capabilities.faq} />
        </div>
      </div>
    </section>
  );
}
