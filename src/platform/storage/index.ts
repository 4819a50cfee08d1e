import type { Config } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

export { assertSafeKey, type FileStorage, type StoredFile } from './file-storage.ts';
export { createLocalFileStorage, uploadsApiPaths, uploadsRoutes } from './local-file-storage.ts';
export { createS3FileStorage, type S3Settings } from './s3-file-storage.ts';

export const STORAGE_TOKENS = { FileStorage: Symbol.for('FileStorage') } as const;

export const uploadsDirectory = (config: Config) => `${config.DATA_DIR}/uploads`;

/** The configured store: S3-compatible when STORAGE_DRIVER=s3, else `<DATA_DIR>/uploads`. */
export function createFileStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3FileStorage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalFileStorage(uploadsDirectory(config));
}
