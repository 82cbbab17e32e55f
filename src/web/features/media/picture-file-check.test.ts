import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, mediaMessages } from '../../../shared/schemas/media';
import { pictureFileProblem } from './picture-file-check';

describe('pictureFileProblem', () => {
  it('accepts JPEG, PNG, WebP and AVIF pictures up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(pictureFileProblem({ type, size: 1000 })).toBeNull();
    }
    expect(pictureFileProblem({ type: 'image/png', size: MAX_PICTURE_BYTES })).toBeNull();
  });

  it('refuses other files with the server’s messages', () => {
    expect(pictureFileProblem({ type: 'image/gif', size: 1000 })).toBe(mediaMessages.notAPicture);
    expect(pictureFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(mediaMessages.notAPicture);
    expect(pictureFileProblem({ type: 'application/pdf', size: 1000 })).toBe(mediaMessages.notAPicture);
    expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe(mediaMessages.notAPicture);
    expect(pictureFileProblem({ type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 })).toBe(mediaMessages.tooLarge);
  });
});
