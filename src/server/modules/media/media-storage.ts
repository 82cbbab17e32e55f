import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What the store knows of a stored file, without its bytes. */
export interface StoredMediaInfo {
  size: number | undefined;
  lastModified: Date | undefined;
}

/** A stored file as it is read back: its bytes as a stream, and what the store knows of it. */
export interface StoredMediaFile extends StoredMediaInfo {
  body: Readable;
}

/**
 * Where encoded pictures are kept: a local directory (the default) or an S3-compatible bucket
 * (media-storage-s3.ts), which several shop processes on different machines share. File names are
 * `{key}-{width}.webp` with content-hash keys, so a stored file never changes.
 */
export interface MediaStorage {
  put(fileName: string, data: Buffer): Promise<void>;
  /** What is known of the file (its bytes are not read), or null when there is none by that name. */
  stat(fileName: string): Promise<StoredMediaInfo | null>;
  /** The file, or null when there is none by that name. */
  get(fileName: string): Promise<StoredMediaFile | null>;
}

/** The folder of the local store: DATA_DIR/media. */
export function mediaDirectory(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'media');
}

export function localMediaStorage(directory: string): MediaStorage {
  const fileOf = (fileName: string) => path.join(directory, path.basename(fileName));
  return {
    async put(fileName, data) {
      await mkdir(directory, { recursive: true });
      const target = fileOf(fileName);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      // Write then rename, so a reader never sees half a file.
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async stat(fileName) {
      const info = await stat(fileOf(fileName)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      return info?.isFile() ? { size: info.size, lastModified: info.mtime } : null;
    },
    async get(fileName) {
      const handle = await open(fileOf(fileName), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: info.size, lastModified: info.mtime };
    },
  };
}
