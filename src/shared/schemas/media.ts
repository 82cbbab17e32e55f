import { z } from 'zod';
import { imageSchema } from './common.js';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const mediaMessages = {
  notAPicture: 'This file is not a picture we can use. Upload a JPEG, PNG, WebP or AVIF image.',
  tooLarge: 'The picture is larger than 5 MB. Please upload a smaller one.',
  missing: 'Choose a picture to upload',
} as const;

/** POST /api/media/pictures: the stored picture's key (to send with a product or review) and URLs. */
export const uploadedPictureSchema = z.object({ key: z.string(), image: imageSchema });
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;
