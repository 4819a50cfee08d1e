import { createHash } from 'node:crypto';
import sharp from 'sharp';

// The image rules every upload follows (avatars, team logos and banners, group badges): PNG, GIF or
// JPEG judged by the bytes, re-encoded by us so no metadata survives, stored under a content hash.

export type ImageKind = 'png' | 'gif' | 'jpeg';

const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', gif: 'image/gif', jpeg: 'image/jpeg' };

/** The format the bytes are, whatever the file is called: PNG, GIF or JPEG by their signatures. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  return undefined;
}

export interface ProcessedImage {
  kind: ImageKind;
  contentType: string;
  bytes: Buffer;
  /** Content-addressed: the same picture always gets the same name. */
  key: string;
}

export class UnreadableImageError extends Error {}

export interface ImageTarget {
  /** The storage folder, e.g. 'avatars' or 'team-banners'. */
  folder: string;
  /** The box the picture is shrunk to fit (never enlarged). */
  maxWidth: number;
  maxHeight: number;
}

/**
 * Decodes and re-encodes the picture: what is stored is pixels we produced, with EXIF (location,
 * camera), ICC and comments dropped. Orientation is applied first so the picture stays upright.
 */
export async function processImage(
  bytes: Uint8Array,
  kind: ImageKind,
  target: ImageTarget,
): Promise<ProcessedImage> {
  try {
    const input = sharp(bytes, { animated: kind === 'gif', limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(target.maxWidth, target.maxHeight, { fit: 'inside', withoutEnlargement: true });
    const output =
      kind === 'png'
        ? input.png({ compressionLevel: 9 })
        : kind === 'gif'
          ? input.gif()
          : input.jpeg({ quality: 85, mozjpeg: true });
    const encoded = await output.toBuffer();
    const hash = createHash('sha256').update(encoded).digest('hex');
    return {
      kind,
      contentType: CONTENT_TYPES[kind],
      bytes: encoded,
      key: `${target.folder}/${hash.slice(0, 2)}/${hash}.${kind === 'jpeg' ? 'jpg' : kind}`,
    };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
