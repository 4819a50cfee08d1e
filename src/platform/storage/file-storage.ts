/** A stored file: its key in the store and the URL browsers load it from. */
export interface StoredFile {
  key: string;
  url: string;
}

/**
 * Where uploads go: a local directory in development and single-machine deployments, an
 * S3-compatible bucket when configured. Keys are chosen by the caller (content-addressed for
 * images), so writing the same bytes twice is harmless.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<StoredFile>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,254}$/;

/** Keys are ours, never a user's file name; this keeps a bug from writing outside the store. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`Unsafe storage key: ${key}`);
}
