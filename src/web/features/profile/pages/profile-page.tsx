import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfile } from '../api/use-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileFormSkeleton } from '../components/profile-form-skeleton';

/** SPEC §9 /dashboard/updateProfile: the saved values, ready to change. */
export default function ProfilePage() {
  useDocumentTitle('My Profile');
  const profile = useProfile();
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="My Profile">
        Keep your details up to date so we can reach you about your orders.
      </PageHeader>
      {profile.isPending ? (
        <ProfileFormSkeleton />
      ) : profile.isError ? (
        <ErrorState title="We could not load your profile" message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </>
  );
}
