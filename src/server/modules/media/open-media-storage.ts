import { mkdir } from 'node:fs/promises';
import type { Config } from '../../config.js';
import { s3MediaStorage, type MediaStoreLog } from './media-storage-s3.js';
import { localMediaStorage, mediaDirectory, type MediaStorage } from './media-storage.js';

/** The picture store the configuration names (MEDIA_STORE): DATA_DIR/media, or the S3 bucket. */
export async function openMediaStorage(config: Pick<Config, 'dataDir' | 'mediaStore'>, log: MediaStoreLog): Promise<MediaStorage> {
  if (config.mediaStore.kind === 's3') return s3MediaStorage(config.mediaStore.s3, { log });
  const directory = mediaDirectory(config);
  await mkdir(directory, { recursive: true });
  return localMediaStorage(directory);
}
