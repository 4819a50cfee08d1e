import {
  type MatchReportDto,
  type MatchReportRequest,
  type MatchReportResult,
  REFEREE_MESSAGES,
} from '../../../../contracts/leagues/referees.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import {
  findMatchReport,
  type MatchReportRow,
  saveMatchReport,
} from '../../infrastructure/officiating.store.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { assertOfficial, officiatedGame } from './officiating-access.ts';

async function toMatchReport(identity: IdentityReadApi, row: MatchReportRow): Promise<MatchReportDto> {
  const author = row.author_id
    ? (await identity.memberSummaries([row.author_id])).get(row.author_id)
    : undefined;
  return {
    leagueEventId: row.league_event_id,
    text: row.text,
    author:
      row.author_id && author
        ? { memberId: row.author_id, firstName: author.firstName, lastName: author.lastName }
        : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * GET /api/league-common/event-page/{id}/match-report: the referee's report is for the league's
 * officials (the game's referee and the coordinators), not the teams; null until written.
 */
export async function getMatchReport(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
): Promise<MatchReportDto | null> {
  const game = await officiatedGame(deps.em, gameId);
  await assertOfficial(deps.em, game, actor.memberId);
  const row = await findMatchReport(deps.em, gameId);
  return row ? toMatchReport(deps.identity, row) : null;
}

/** PUT /api/league-common/event-page/{id}/match-report: written, or rewritten as a whole. */
export async function putMatchReport(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  request: MatchReportRequest,
): Promise<MatchReportResult> {
  const game = await officiatedGame(deps.em, gameId);
  await assertOfficial(deps.em, game, actor.memberId);
  const now = deps.clock.now();
  const row = await deps.em.transactional(async (tx) => {
    const saved = await saveMatchReport(tx, { gameId, authorId: actor.memberId, text: request.text }, now);
    recordEvent(tx, 'leagues.match-report-saved', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      actorId: actor.memberId,
    });
    return saved;
  });
  return { report: await toMatchReport(deps.identity, row), message: REFEREE_MESSAGES.reportSaved };
}
