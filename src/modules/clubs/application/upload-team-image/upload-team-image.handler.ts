import type { TeamImageDto, TeamImageType } from '../../../../contracts/clubs/index.ts';
import { PROFILE_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import {
  type ImageTarget,
  processImage,
  sniffImageKind,
  UnreadableImageError,
} from '../../../../platform/images/uploaded-image.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { lockTeam } from '../team-access.ts';

/** A logo is shown small and square; a banner spans the team page header. */
const TARGETS: Record<TeamImageType, ImageTarget> = {
  logo: { folder: 'team-logos', maxWidth: 512, maxHeight: 512 },
  banner: { folder: 'team-banners', maxWidth: 1920, maxHeight: 1080 },
};

const wrongType = () => new AppError(415, [{ message: PROFILE_MESSAGES.uploadType, field: 'file' }]);

/**
 * A captain uploads the team's logo or banner (the route checked captaincy before reading the file).
 * The picture is stored first; the team row then points at it, in one transaction with its event.
 */
export async function uploadTeamImage(
  deps: ClubsDeps,
  actor: AuthenticatedMember,
  teamId: string,
  imgType: TeamImageType,
  bytes: Uint8Array,
): Promise<TeamImageDto> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw wrongType();
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(bytes, kind, TARGETS[imgType]);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw wrongType();
    throw error;
  }
  const stored = await deps.storage.put(image.key, image.bytes, image.contentType);
  await deps.em.transactional(async (tx) => {
    // Under the row lock, not from the form's version: an upload must not fail because someone saved the
    // form meanwhile, but its flush still moves the version on, so a form loaded before it cannot write
    // the old picture back.
    const team = await lockTeam(tx, teamId);
    team[imgType] = stored.url;
    team.updatedAt = deps.clock.now();
    recordEvent(tx, 'clubs.team-updated', { teamId, actorId: actor.memberId, changed: [imgType] });
  });
  return { imgType, url: stored.url, message: PROFILE_MESSAGES.uploaded };
}
