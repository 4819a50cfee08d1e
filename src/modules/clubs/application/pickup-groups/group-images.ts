import {
  type GroupImageField,
  PICKUP_GROUP_MESSAGES as M,
} from '../../../../contracts/clubs/pickup-group.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import {
  processImage,
  sniffImageKind,
  UnreadableImageError,
} from '../../../../platform/images/uploaded-image.ts';
import type { FileStorage } from '../../../../platform/storage/index.ts';

const BOXES: Record<GroupImageField, { maxWidth: number; maxHeight: number }> = {
  banner: { maxWidth: 2048, maxHeight: 1024 },
  badge: { maxWidth: 1024, maxHeight: 1024 },
};

export type GroupImageFiles = Partial<Record<GroupImageField, Uint8Array>>;

/**
 * Checks every given image is a PNG, GIF or JPEG (a 415 naming the field otherwise), re-encodes and
 * stores them, and returns their URLs. Nothing is stored unless every image is readable.
 */
export async function storeGroupImages(
  storage: FileStorage,
  files: GroupImageFiles,
): Promise<Partial<Record<GroupImageField, string>>> {
  const fields = Object.keys(files) as GroupImageField[];
  const processed = await Promise.all(
    fields.map(async (field) => {
      const bytes = files[field]!;
      const kind = sniffImageKind(bytes);
      try {
        if (!kind) throw new UnreadableImageError('not a PNG, GIF or JPEG');
        return [
          field,
          await processImage(bytes, kind, { folder: `pickup-groups/${field}s`, ...BOXES[field] }),
        ] as const;
      } catch (error) {
        if (error instanceof UnreadableImageError) throw new AppError(415, [{ message: M.fileType, field }]);
        throw error;
      }
    }),
  );
  const urls: Partial<Record<GroupImageField, string>> = {};
  for (const [field, image] of processed) {
    urls[field] = (await storage.put(image.key, image.bytes, image.contentType)).url;
  }
  return urls;
}
