import { PROFILE_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { AppError, unauthorized } from '../../../../platform/errors/app-error.ts';
import type { FileStorage } from '../../../../platform/storage/index.ts';
import { processAvatar, sniffImageKind, UnreadableImageError } from '../../infrastructure/avatar-image.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import type { HandlerDeps } from '../handler-deps.ts';

const wrongType = () => new AppError(415, [{ message: PROFILE_MESSAGES.uploadType, field: 'file' }]);

/** Checks the bytes are a PNG, GIF or JPEG, re-encodes them without metadata, stores and links them. */
export async function uploadAvatar(
  deps: HandlerDeps,
  storage: FileStorage,
  actor: AuthenticatedMember,
  bytes: Uint8Array,
): Promise<{ avatar: string; message: string }> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw wrongType();
  let image: Awaited<ReturnType<typeof processAvatar>>;
  try {
    image = await processAvatar(bytes, kind);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw wrongType();
    throw error;
  }
  const stored = await storage.put(image.key, image.bytes, image.contentType);
  await deps.em.transactional(async (em) => {
    const member = await findMemberById(em, actor.memberId);
    if (member?.status !== 'active') throw unauthorized();
    member.avatar = stored.url;
    member.updatedAt = deps.clock.now();
  });
  return { avatar: stored.url, message: PROFILE_MESSAGES.uploaded };
}
