import { LegalPage } from '../../features/legal/pages/legal-page';
import { NotFoundContent } from '../not-found-content';

/** /legal/:slug: the legal feature's page, with the app's "Page not found" for unknown slugs. */
export default function LegalRoute() {
  return <LegalPage NotFound={NotFoundContent} />;
}
