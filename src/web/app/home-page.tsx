import { HomeProductsSection } from '../features/catalog/components/home-products-section';
import { ContactSection } from '../features/contact/components/contact-section';
import { CategoryTilesSection } from '../features/discovery/components/category-tiles-section';
import { BannerSection } from '../features/marketing/components/banner-section';
import { CapabilitiesSection } from '../features/marketing/components/capabilities-section';
import { PartnersSection } from '../features/marketing/components/partners-section';
import { StatisticsSection } from '../features/marketing/components/statistics-section';
import { HomeReviewsSection } from '../features/reviews/components/home-reviews-section';
import { useDocumentTitle } from '../lib/use-document-title';

/** SPEC §3: the home page sections, in order, with the category tiles after the banner. The footer comes from the layout. */
export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <BannerSection />
      <CategoryTilesSection />
      <HomeProductsSection />
      <StatisticsSection />
      <HomeReviewsSection />
      <CapabilitiesSection />
      <PartnersSection />
      <ContactSection />
    </>
  );
}
