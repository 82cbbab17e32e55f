import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { AddReviewForm } from '../components/add-review-form';
import type { PictureInput } from '../picture-slot';

/** SPEC §2 /dashboard/addReview (signed in). app/ passes in the picture upload field. */
export function AddReviewPage({ PictureInput }: { PictureInput: PictureInput }) {
  useDocumentTitle('Add Review');
  // RequireUser above has made sure somebody is signed in.
  const user = useSession().data?.user;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Add Review">
        Your review is published at once on the home page and with all customer reviews.
      </PageHeader>
      {user && <AddReviewForm defaultName={user.name} PictureInput={PictureInput} />}
    </>
  );
}
