import { useDocumentTitle } from '../lib/use-document-title';
import { NotFoundContent } from './not-found-content';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFoundContent />;
}
