import type { ComponentType } from 'react';
import type { UploadedPicture } from '../../../shared/schemas/media';

/**
 * The picture field the review form needs. Features do not import each other, so app/ passes in
 * the media feature's upload field, which has these props.
 */
export interface PictureInputProps {
  id: string;
  label: string;
  value: UploadedPicture | null;
  onChange: (picture: UploadedPicture | null) => void;
  error?: string | undefined;
  hint?: string | undefined;
  onBusyChange?: ((busy: boolean) => void) | undefined;
}

export type PictureInput = ComponentType<PictureInputProps>;
