import {
  type ImageKind,
  type ProcessedImage,
  processImage,
} from '../../../platform/images/uploaded-image.ts';

export {
  type ImageKind,
  type ProcessedImage,
  sniffImageKind,
  UnreadableImageError,
} from '../../../platform/images/uploaded-image.ts';

const AVATAR_SIZE = 1024;

/** An avatar: the platform's image rules, at most 1024×1024, under `avatars/`. */
export const processAvatar = (bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> =>
  processImage(bytes, kind, { folder: 'avatars', maxWidth: AVATAR_SIZE, maxHeight: AVATAR_SIZE });
