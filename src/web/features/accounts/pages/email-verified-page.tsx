import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { refreshSession } from '../../../lib/session';
import { AuthLayout } from '../components/auth-layout';

/** Where the link of the address-confirmation email lands (`?error=CODE` when it was not valid). */
export default function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const expired = error === 'TOKEN_EXPIRED';
  useDocumentTitle(error ? 'Link not valid' : 'Email address confirmed');
  const client = useQueryClient();
  useEffect(() => {
    // A confirmed owner address makes the account an admin: show the menu that goes with it.
    if (!error) void refreshSession(client);
  }, [client, error]);

  return (
    <AuthLayout
      eyebrow="Your account"
      title={error ? 'This link is not valid' : 'Your email address is confirmed'}
      lead={error ? 'Nothing was changed.' : 'Thank you. The account now has the rights that go with this address.'}
      footer={
        <Link to={paths.home} className="link font-semibold link-primary">
          Back to the shop
        </Link>
      }
    >
      {error ? (
        <div role="alert" className="flex items-start gap-3 rounded-box border border-error/40 bg-error/5 px-5 py-4 text-error">
          <CircleAlert aria-hidden="true" size={22} className="mt-0.5 shrink-0" />
          <p className="text-base-content">
            {expired ? 'The confirmation link has expired (it works for 24 hours).' : 'The confirmation link is incomplete or was not made by this shop.'} Ask the shop for a new one, or
            check that you opened the whole link from the email.
          </p>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 rounded-box border border-success/40 bg-success/5 px-6 py-8 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-success/15 text-success">
            <MailCheck aria-hidden="true" size={24} />
          </span>
          <p className="font-semibold">Address confirmed</p>
          <Link to={paths.dashboard} className="btn btn-primary btn-sm">
            Go to the dashboard
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
