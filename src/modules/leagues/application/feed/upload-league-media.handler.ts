import { PROFILE_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { LeagueMediaDto, LeagueMediaKind } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import {
  type ImageTarget,
  processImage,
  sniffImageKind,
  UnreadableImageError,
} from '../../../../platform/images/uploaded-image.ts';
import '../../feed-events.ts';
import { assertCoordinator } from '../league-access.ts';
import { type FeedLeague, visibleLeague } from './league-feed.query.ts';
import type { LeagueFeedDeps } from './league-feed-deps.ts';

/** A feed picture fills the feed's column: at most this big once re-encoded. */
const TARGET: ImageTarget = { folder: 'league-media', maxWidth: 1600, maxHeight: 1200 };

const wrongType = () => new AppError(415, [{ message: PROFILE_MESSAGES.uploadType, field: 'file' }]);

/** Coordinators of the league's organization only, checked before the upload is read (others don't send 5 MB). */
export async function coordinatorForMedia(
  deps: LeagueFeedDeps,
  leagueId: string,
  memberId: string,
): Promise<FeedLeague> {
  const league = await visibleLeague(deps.em, leagueId, memberId);
  await assertCoordinator(deps.em, league.organization_id, memberId);
  return league;
}

/**
 * POST /api/league-media?leagueId=: a coordinator's picture for the league's feed, checked as every
 * upload is (PNG, GIF or JPEG by its bytes, re-encoded without metadata, 5 MB), kept until a post
 * shows it.
 */
export async function uploadLeagueMedia(
  deps: LeagueFeedDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  kind: LeagueMediaKind,
  bytes: Uint8Array,
): Promise<LeagueMediaDto> {
  const league = await coordinatorForMedia(deps, leagueId, actor.memberId);
  const format = sniffImageKind(bytes);
  if (!format) throw wrongType();
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(bytes, format, TARGET);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw wrongType();
    throw error;
  }
  const stored = await deps.storage.put(image.key, image.bytes, image.contentType);
  const id = uuidv7();
  await deps.em.transactional(async (tx) => {
    await tx.execute(
      'insert into league_media (id, league_id, kind, url, uploaded_by, created_at) values (?, ?, ?, ?, ?, ?)',
      [id, league.id, kind, stored.url, actor.memberId, deps.clock.now()],
      'run',
    );
    recordEvent(tx, 'leagues.feed-media-uploaded', {
      leagueId: league.id,
      mediaId: id,
      kind,
      actorId: actor.memberId,
    });
  });
  return { id, leagueId: league.id, kind, url: stored.url };
}
