import { randomUUID } from 'node:crypto';
import type { CommentDto, CommentResult, CommentsDto, RsvpStatus } from '../../../contracts/events/index.ts';
import {
  LEAGUE_EVENT_MESSAGES,
  type LeagueEventPageDto,
  type LeagueEventResult,
  type LeagueEventRostersDto,
  type LeagueRosterEntryDto,
  type ScoreReportRequest,
  type ScoreReportResult,
} from '../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../platform/auth/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import { badRequest, conflict, forbidden } from '../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../clubs/index.ts';
import { isComplete } from '../domain/score-confirmation.ts';
import {
  assertParticipant,
  captainTeamOf,
  type GameAccess,
  gameAccess,
  isParticipant,
} from './league-access.ts';
import type { LeaguesDeps } from './leagues-deps.ts';
import { getLeagueEvent } from './queries/league-event.query.ts';

function permissionsOf(access: GameAccess, started: boolean): LeagueEventPageDto['permissions'] {
  const canceled = access.game.status === 'canceled';
  const team = (role: GameAccess['home']) => ({
    isCaptain: role?.isCaptain === true,
    isMember: role?.isMember === true,
    canRsvp: role?.isMember === true && !canceled,
    canReport: role?.isCaptain === true && started && !canceled,
  });
  return {
    type: 'league_event',
    isCoordinator: access.staff === 'coordinator',
    isReferee: access.staff === 'referee',
    canComment: isParticipant(access),
    canManage: access.staff === 'coordinator',
    fetchComplete: true,
    teams: { [access.game.home_team_id]: team(access.home), [access.game.away_team_id]: team(access.away) },
  };
}

/** GET /api/league-common/event-page/{id}/event: anyone may see a league game; permissions per team. */
export async function getLeagueEventPage(
  deps: LeaguesDeps,
  viewerId: string | undefined,
  gameId: string,
): Promise<LeagueEventPageDto> {
  const access = await gameAccess(deps.em, gameId, viewerId);
  const now = deps.clock.now();
  const event = await getLeagueEvent(deps.em, deps.identity, gameId, viewerId, now);
  return { event, permissions: permissionsOf(access, event.hasStarted) };
}

export async function getLeagueEventRosters(
  deps: LeaguesDeps,
  viewerId: string,
  gameId: string,
): Promise<LeagueEventRostersDto> {
  const access = await gameAccess(deps.em, gameId, viewerId);
  assertParticipant(access);
  const { game } = access;
  const home = await teamRosterMemberIds(deps.em, game.home_team_id);
  const away = await teamRosterMemberIds(deps.em, game.away_team_id);
  const rsvps = await deps.em.execute<Array<{ member_id: string; status: RsvpStatus }>>(
    'select member_id, status from league_event_rsvp where league_event_id = ?',
    [gameId],
  );
  const teams = await deps.em.execute<Array<{ team_id: string; name: string }>>(
    'select team_id, name from league_team where league_id = ? and team_id in (?, ?)',
    [game.league_id, game.home_team_id, game.away_team_id],
  );
  const names = await deps.identity.memberSummaries([...home, ...away].map((m) => m.memberId));
  const statusOf = new Map(rsvps.map((r) => [r.member_id, r.status]));
  const side = (teamId: string, roster: Array<{ memberId: string; isCaptain: boolean }>) => {
    const entries: LeagueRosterEntryDto[] = roster.map((m) => {
      const who = names.get(m.memberId);
      return {
        memberId: m.memberId,
        firstName: who?.firstName ?? '',
        lastName: who?.lastName ?? '',
        avatar: who?.avatar ?? null,
        isCaptain: m.isCaptain,
        status: statusOf.get(m.memberId) ?? 'unknown',
      };
    });
    const byName = (a: LeagueRosterEntryDto, b: LeagueRosterEntryDto) =>
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);
    return {
      teamId,
      teamName: teams.find((t) => t.team_id === teamId)?.name ?? '',
      attendees: entries.filter((e) => e.status === 'yes').sort(byName),
      nonAttendees: entries.filter((e) => e.status !== 'yes').sort(byName),
    };
  };
  return { eventId: gameId, teams: [side(game.home_team_id, home), side(game.away_team_id, away)] };
}

/** A player answers for their own team (a player on both teams answers for the home side). */
export async function answerLeagueRsvp(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  status: RsvpStatus,
): Promise<LeagueEventResult> {
  const access = await gameAccess(deps.em, gameId, actor.memberId);
  const teamId = access.home?.isMember
    ? access.game.home_team_id
    : access.away?.isMember
      ? access.game.away_team_id
      : undefined;
  if (!teamId) throw forbidden(LEAGUE_EVENT_MESSAGES.ownTeamOnly);
  if (access.game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  await deps.em.execute(
    `insert into league_event_rsvp (league_event_id, member_id, team_id, status, updated_at) values (?, ?, ?, ?, ?)
     on conflict (league_event_id, member_id) do update set status = excluded.status, team_id = excluded.team_id,
       updated_at = excluded.updated_at`,
    [gameId, actor.memberId, teamId, status, deps.clock.now()],
  );
  return {
    event: await getLeagueEvent(deps.em, deps.identity, gameId, actor.memberId, deps.clock.now()),
    message: 'Successfully sent RSVP',
  };
}

/**
 * POST /api/league-common/event-page/{id}/report: a captain's post-game form. Stored (the team's latest
 * report replaces its earlier one), then a worker confirms the game from the stored reports.
 */
export async function reportScore(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  report: ScoreReportRequest,
): Promise<ScoreReportResult> {
  const access = await gameAccess(deps.em, gameId, actor.memberId);
  const teamId = captainTeamOf(access);
  const { game } = access;
  const now = deps.clock.now();
  if (game.status === 'canceled') throw conflict(LEAGUE_EVENT_MESSAGES.canceled);
  if (new Date(game.starts_at).getTime() > now.getTime()) throw conflict(LEAGUE_EVENT_MESSAGES.notStarted);
  const roster = new Set((await teamRosterMemberIds(deps.em, teamId)).map((m) => m.memberId));
  const players = [...report.scorers.map((s) => s.memberId), ...report.assists.map((a) => a.memberId)];
  if (report.mvpId) players.push(report.mvpId);
  if (players.some((id) => !roster.has(id)))
    throw badRequest([{ message: LEAGUE_EVENT_MESSAGES.playerNotOnTeam, field: 'scorers' }]);
  const id = randomUUID();
  const saved = await deps.em.transactional(async (tx) => {
    const [row] = await tx.execute<Array<{ id: string }>>(
      `insert into league_score_report (id, league_event_id, team_id, reported_by, team_score, opponent_score, scorers, assists, mvp_id, reported_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
       on conflict (league_event_id, team_id) do update set reported_by = excluded.reported_by,
         team_score = excluded.team_score, opponent_score = excluded.opponent_score, scorers = excluded.scorers,
         assists = excluded.assists, mvp_id = excluded.mvp_id, reported_at = excluded.reported_at
       returning id`,
      [
        id,
        gameId,
        teamId,
        actor.memberId,
        report.teamScore,
        report.opponentScore,
        JSON.stringify(report.scorers),
        JSON.stringify(report.assists),
        report.mvpId,
        now,
      ],
    );
    recordEvent(tx, 'leagues.score-reported', {
      leagueEventId: gameId,
      leagueId: game.league_id,
      stageId: game.stage_id,
      teamId,
      reportId: row!.id,
    });
    return row!.id;
  });
  const complete = isComplete({
    teamId,
    teamScore: report.teamScore,
    opponentScore: report.opponentScore,
    reportedAt: now,
  });
  return {
    report: {
      id: saved,
      leagueEventId: gameId,
      teamId,
      reportedBy: actor.memberId,
      ...report,
      status: complete ? 'saved_complete' : 'saved_incomplete',
      reportedAt: now.toISOString(),
    },
    message: LEAGUE_EVENT_MESSAGES.reportSaved,
  };
}

export async function listLeagueComments(
  deps: LeaguesDeps,
  viewerId: string,
  gameId: string,
): Promise<CommentsDto> {
  assertParticipant(await gameAccess(deps.em, gameId, viewerId));
  const rows = await deps.em.execute<
    Array<{ id: string; member_id: string; content: string; created_at: Date }>
  >(
    'select id, member_id, content, created_at from league_event_comment where league_event_id = ? order by created_at, id',
    [gameId],
  );
  const names = await deps.identity.memberSummaries(rows.map((r) => r.member_id));
  const comments: CommentDto[] = rows.map((r) => {
    const who = names.get(r.member_id);
    return {
      id: r.id,
      eventId: gameId,
      memberId: r.member_id,
      content: r.content,
      createdAt: new Date(r.created_at).toISOString(),
      author: { firstName: who?.firstName ?? '', lastName: who?.lastName ?? '', avatar: who?.avatar ?? null },
    };
  });
  return { eventId: gameId, comments };
}

export async function addLeagueComment(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  content: string,
): Promise<CommentResult> {
  assertParticipant(await gameAccess(deps.em, gameId, actor.memberId));
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.em.execute(
    'insert into league_event_comment (id, league_event_id, member_id, content, created_at) values (?, ?, ?, ?, ?)',
    [id, gameId, actor.memberId, content, now],
  );
  const who = (await deps.identity.memberSummaries([actor.memberId])).get(actor.memberId);
  return {
    comment: {
      id,
      eventId: gameId,
      memberId: actor.memberId,
      content,
      createdAt: now.toISOString(),
      author: { firstName: who?.firstName ?? '', lastName: who?.lastName ?? '', avatar: who?.avatar ?? null },
    },
    message: 'Successfully created.',
  };
}
