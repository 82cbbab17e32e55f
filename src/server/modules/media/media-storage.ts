import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where encoded pictures are kept. The local directory is the default; S3 can follow. */
export interface MediaStorage {
  /** Folder the files are served from, for the local driver. */
  readonly directory: string;
  put(fileName: string, data: Buffer): Promise<void>;
  has(fileName: string): Promise<boolean>;
}

export function localMediaStorage(directory: string): MediaStorage {
  return {
    directory,
    async put(fileName, data) {
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, path.basename(fileName));
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      // Write then rename, so a reader never sees half a file.
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async has(fileName) {
      try {
        return (await stat(path.join(directory, path.basename(fileName)))).isFile();
      } catch {
        return false;
      }
    },
  };
}
