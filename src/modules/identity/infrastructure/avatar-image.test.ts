import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processAvatar, sniffImageKind, UnreadableImageError } from './avatar-image.ts';

describe('sniffImageKind', () => {
  it('recognises PNG, GIF87a, GIF89a and JPEG by their signatures', () => {
    expect(sniffImageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageKind(new TextEncoder().encode('GIF87a...'))).toBe('gif');
    expect(sniffImageKind(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
  });

  it('knows nothing else', () => {
    expect(sniffImageKind(new TextEncoder().encode('<svg/>'))).toBeUndefined();
    expect(sniffImageKind(new TextEncoder().encode('RIFF....WEBP'))).toBeUndefined();
    expect(sniffImageKind(new Uint8Array([]))).toBeUndefined();
  });
});

describe('processAvatar', () => {
  it('shrinks a large picture to fit 1024 px and names it by its content', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#5b21b6' } })
      .png()
      .toBuffer();
    const processed = await processAvatar(big, 'png');
    const metadata = await sharp(processed.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 512]);
    expect(processed.key).toMatch(/^avatars\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect((await processAvatar(big, 'png')).key).toBe(processed.key);
  });

  it('refuses bytes that do not decode', async () => {
    await expect(processAvatar(new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]), 'jpeg')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});
