import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';

/** "Page not found" with a link home; used by the catch-all route and by 404 route errors. */
export function NotFoundContent() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-7xl font-black tracking-tight text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-extrabold">Page not found</h1>
        <p className="text-base-content/75">The page you are looking for does not exist or has moved. Our tools are still where you left them.</p>
        <Link to={paths.home} className="btn btn-primary mt-2">
          <Home aria-hidden="true" size={18} /> Back to home
        </Link>
      </div>
    </div>
  );
}
