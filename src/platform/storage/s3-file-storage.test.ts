import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3FileStorage } from './s3-file-storage.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let endpoint: string;
const received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer).end(answer === 200 ? '' : '<Error>AccessDenied</Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = 200;
});

const storage = () =>
  createS3FileStorage({
    endpoint,
    region: 'eu-west-1',
    bucket: 'avatars-bucket',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    publicUrl: 'https://cdn.example.com/',
  });

describe('S3 file storage', () => {
  it('PUTs the bytes path-style with a SigV4 signature, content type and long caching', async () => {
    const stored = await storage().put('avatars/abc.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(stored).toEqual({ key: 'avatars/abc.png', url: 'https://cdn.example.com/avatars/abc.png' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/avatars-bucket/avatars/abc.png');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(request?.headers['x-amz-content-sha256']).toBeDefined();
    expect(request?.headers['content-type']).toBe('image/png');
    expect(request?.headers['cache-control']).toContain('immutable');
    expect([...(request?.body ?? [])]).toEqual([1, 2, 3]);
  });

  it('fails loudly when the bucket refuses the upload', async () => {
    answer = 403;
    await expect(storage().put('avatars/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/403/);
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(storage().put('../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Unsafe/);
    expect(received).toHaveLength(0);
  });

  it('DELETEs an object and tolerates one already gone', async () => {
    answer = 404;
    await expect(storage().delete('avatars/abc.png')).resolves.toBeUndefined();
    expect(received[0]?.method).toBe('DELETE');
  });
});
