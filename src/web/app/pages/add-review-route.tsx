import { PictureUpload } from '../../features/media/components/picture-upload';
import { AddReviewPage } from '../../features/reviews/pages/add-review-page';

/** /dashboard/addReview: the reviews feature's form with the media feature's picture upload. */
export default function AddReviewRoute() {
  return <AddReviewPage PictureInput={PictureUpload} />;
}
