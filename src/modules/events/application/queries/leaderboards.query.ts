import {
  EVENT_MESSAGES,
  LEADERBOARD_KINDS,
  type LeaderboardEntryDto,
  type LeaderboardKind,
  type TeamLeaderboardsDto,
} from '../../../../contracts/events/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf, teamRosterMemberIds } from '../../../clubs/index.ts';
import type { MemberStats } from '../../../identity/index.ts';
import type { EventsDeps } from '../events-deps.ts';

type Totals = Record<LeaderboardKind, number>;

/**
 * GET /api/team/{teamId}/leaderboards: goals, assists, POTM and games played (RSVP yes at a game that has
 * started) of the team's current members at this team's events. Four statements.
 */
export async function getTeamLeaderboards(
  deps: EventsDeps,
  viewerId: string,
  teamId: string,
  type: 'all' | LeaderboardKind,
): Promise<Partial<TeamLeaderboardsDto>> {
  const role = await teamRoleOf(deps.em, teamId, viewerId);
  if (!role) throw notFound('Team not found.');
  if (!role.isMember) throw forbidden(EVENT_MESSAGES.membersOnly);
  const roster = await teamRosterMemberIds(deps.em, teamId);
  const names = await deps.identity.memberSummaries(roster.map((entry) => entry.memberId));
  const rows = await deps.em.execute<Array<{ member_id: string } & Totals>>(
    `select s.member_id, sum(s.goals)::int as goals, sum(s.assists)::int as assists,
       sum(s.potm::int)::int as potm, 0 as "gamesPlayed"
     from team_event_game_stats s join team_event e on e.id = s.event_id
     where e.team_id = ? group by s.member_id
     union all
     select r.member_id, 0, 0, 0, count(*)::int from team_event_rsvp r join team_event e on e.id = r.event_id
     where e.team_id = ? and r.status = 'yes' and e.starts_at <= ? group by r.member_id`,
    [teamId, teamId, deps.clock.now()],
  );
  const totals = new Map<string, Totals>();
  for (const row of rows) {
    const total = totals.get(row.member_id) ?? { goals: 0, assists: 0, potm: 0, gamesPlayed: 0 };
    for (const kind of LEADERBOARD_KINDS) total[kind] += Number(row[kind]);
    totals.set(row.member_id, total);
  }
  const kinds = type === 'all' ? LEADERBOARD_KINDS : [type];
  const result: Partial<TeamLeaderboardsDto> = {};
  for (const kind of kinds) {
    result[kind] = roster
      .flatMap(({ memberId }): LeaderboardEntryDto[] => {
        const value = totals.get(memberId)?.[kind] ?? 0;
        const name = names.get(memberId);
        if (value === 0 || !name) return [];
        return [{ memberId, firstName: name.firstName, lastName: name.lastName, avatar: name.avatar, value }];
      })
      .sort(
        (a, b) =>
          b.value - a.value ||
          a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
          a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
          a.memberId.localeCompare(b.memberId),
      );
  }
  return result;
}

/** The profile card's stats (identity's MemberStatsReader): every team event the member played. */
export async function memberCareerStats(
  em: EntityManager,
  memberId: string,
  now: Date,
): Promise<MemberStats> {
  const [row] = await em.execute<Array<MemberStats>>(
    `select
       (select count(*)::int from team_event_rsvp r join team_event e on e.id = r.event_id
         where r.member_id = ? and r.status = 'yes' and e.starts_at <= ?) as games,
       coalesce(sum(goals), 0)::int as goals, coalesce(sum(assists), 0)::int as assists,
       coalesce(sum(potm::int), 0)::int as potm
     from team_event_game_stats where member_id = ?`,
    [memberId, now, memberId],
  );
  return row ?? { games: 0, goals: 0, assists: 0, potm: 0 };
}
