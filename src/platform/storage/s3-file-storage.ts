import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com or a MinIO/R2 endpoint; path-style requests. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from (a CDN or the bucket's public URL). */
  publicUrl?: string;
  fetch?: typeof fetch;
}

/** An S3-compatible bucket, signed with SigV4 (aws4fetch); content-addressed objects cache forever. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const endpoint = settings.endpoint.replace(/\/+$/, '');
  const objectUrl = (key: string) => `${endpoint}/${encodeURIComponent(settings.bucket)}/${key}`;
  const publicBase = (settings.publicUrl ?? `${endpoint}/${settings.bucket}`).replace(/\/+$/, '');
  const send = async (request: Request) => {
    const signed = await client.sign(request);
    return (settings.fetch ?? fetch)(signed);
  };
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const response = await send(
        new Request(objectUrl(key), {
          method: 'PUT',
          body,
          headers: {
            'content-type': contentType,
            'cache-control': 'public, max-age=31536000, immutable',
          },
        }),
      );
      if (!response.ok)
        throw new Error(`S3 PUT ${key} answered ${response.status}: ${await response.text()}`);
      return { key, url: `${publicBase}/${key}` };
    },
    async delete(key) {
      assertSafeKey(key);
      const response = await send(new Request(objectUrl(key), { method: 'DELETE' }));
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
