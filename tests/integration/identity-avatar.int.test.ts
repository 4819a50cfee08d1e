import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

const square = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } });

function upload(
  member: TestMember | undefined,
  bytes: Uint8Array,
  fileName: string,
  field = 'file',
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  return app.request('/api/member/avatar/upload', {
    method: 'POST',
    body: form,
    headers: member?.auth ?? {},
  });
}

describe('POST /api/member/avatar/upload', () => {
  it.each([
    ['png', () => square('#5b21b6').png().toBuffer(), 'image/png'],
    ['gif', () => square('#22c55e').gif().toBuffer(), 'image/gif'],
    ['jpeg', () => square('#f97316').jpeg().toBuffer(), 'image/jpeg'],
  ])(
    'stores a %s, judged by its bytes not its name, and links it to the member',
    async (kind, make, contentType) => {
      const member = await createMember(app);
      const response = await upload(member, await make(), 'holiday.txt');
      expect(response.status).toBe(200);
      const { data } = await body<{ avatar: string; message: string }>(response);
      expect(data.message).toBe('Upload Successful');
      expect(data.avatar).toMatch(
        new RegExp(`^/uploads/avatars/[0-9a-f]{2}/[0-9a-f]{64}\\.${kind === 'jpeg' ? 'jpg' : kind}$`),
      );
      const me = await body<{ avatar: string }>(
        await app.request('/api/member/me', { headers: member.auth }),
      );
      expect(me.data.avatar).toBe(data.avatar);

      const served = await app.request(data.avatar);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('cache-control')).toContain('immutable');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe(kind);
    },
  );

  it('re-encodes the picture without its metadata', async () => {
    const member = await createMember(app);
    const withExif = await square('#0ea5e9')
      .withExif({ IFD0: { Copyright: 'GPS 30.2672N 97.7431W', Artist: 'Secret Camera' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { data } = await body<{ avatar: string }>(await upload(member, withExif, 'me.jpg'));
    const stored = Buffer.from(await (await app.request(data.avatar)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera'))).toBe(false);
  });

  it('names the same picture the same way (content-addressed)', async () => {
    const member = await createMember(app);
    const picture = await square('#111827').png().toBuffer();
    const first = await body<{ avatar: string }>(await upload(member, picture, 'a.png'));
    const second = await body<{ avatar: string }>(await upload(member, picture, 'b.png'));
    expect(second.data.avatar).toBe(first.data.avatar);
  });

  it('answers a file over 5,000,000 bytes with 413 and the spec message', async () => {
    const member = await createMember(app);
    const large = new Uint8Array(5_000_001);
    large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(member, large, 'big.png', 'file', 'image/png');
    expect(response.status).toBe(413);
    expect((await body(response)).errors).toEqual([
      { message: 'Please choose a file with size < 5MB', field: 'file' },
    ]);
    const [row] = await sql(app, 'select avatar from member where id = $1', [member.id]);
    expect(row).toEqual({ avatar: null });
  });

  it('answers a file that is not a PNG, GIF or JPEG with 415, whatever its name', async () => {
    const member = await createMember(app);
    const response = await upload(
      member,
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      'avatar.png',
      'file',
      'image/png',
    );
    expect(response.status).toBe(415);
    expect((await body(response)).errors).toEqual([
      { message: 'Please choose a PNG, GIF or JPEG image', field: 'file' },
    ]);
    const webp = await upload(member, await square('#fff').webp().toBuffer(), 'avatar.jpg');
    expect(webp.status).toBe(415);
  });

  it('answers a corrupt image with a valid signature with 415', async () => {
    const member = await createMember(app);
    const corrupt = new Uint8Array(200);
    corrupt.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(member, corrupt, 'broken.jpg')).status).toBe(415);
  });

  it('answers a request without a file in the field "file" with 400', async () => {
    const member = await createMember(app);
    const picture = await square('#000').png().toBuffer();
    expect((await upload(member, picture, 'a.png', 'avatar')).status).toBe(400);
    const json = await app.request('/api/member/avatar/upload', {
      method: 'POST',
      json: {},
      headers: member.auth,
    });
    expect(json.status).toBe(400);
    expect((await body(json)).errors).toEqual([{ message: 'Please choose a file to upload', field: 'file' }]);
  });

  it('requires a signed-in member', async () => {
    expect((await upload(undefined, await square('#000').png().toBuffer(), 'a.png')).status).toBe(401);
  });

  it('answers an unknown upload path with 404', async () => {
    expect((await app.request('/uploads/avatars/00/missing.png')).status).toBe(404);
  });
});
