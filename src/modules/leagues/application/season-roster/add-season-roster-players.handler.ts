import type { AddSeasonRosterPlayers, SeasonRosterDto } from '../../../../contracts/leagues/season-roster.ts';
import { SEASON_ROSTER_MESSAGES } from '../../../../contracts/leagues/season-roster.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import { badRequest, conflict } from '../../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { playerOnAnotherTeam, repeatedShirtNumber } from '../../domain/season-roster-rules.ts';
import '../../season-roster-events.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getTeamSeasonRoster, seasonRosterRows } from './season-roster.query.ts';
import { assertMayEdit, seasonRosterTeam } from './season-roster-access.ts';
import { fullName, lockTeamSeasonRoster, seasonRosterRaceConflict } from './season-roster-writes.ts';

type Players = Array<{ memberId: string; shirtNumber?: string | null }>;

/**
 * POST /team/{teamId}/league-season-roster: the captain (until the lock date) or a coordinator puts
 * players of the team on its season roster, optionally with shirt numbers. All or nothing.
 */
export async function addSeasonRosterPlayers(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  teamId: string,
  body: { leagueId: string; players: Players } & Omit<AddSeasonRosterPlayers, 'players' | 'leagueId'>,
): Promise<SeasonRosterDto> {
  const team = await seasonRosterTeam(deps.em, body.leagueId, teamId, actor.memberId);
  assertMayEdit(team, deps.clock.now());
  const memberIds = body.players.map((player) => player.memberId);
  if (new Set(memberIds).size !== memberIds.length)
    throw badRequest([{ message: SEASON_ROSTER_MESSAGES.playerTwice, field: 'players' }]);
  const names = await deps.identity.memberSummaries(memberIds);
  const clubRoster = new Set((await teamRosterMemberIds(deps.em, teamId)).map((entry) => entry.memberId));
  const outsider = memberIds.find((id) => !clubRoster.has(id));
  if (outsider) throw conflict(SEASON_ROSTER_MESSAGES.notOnTeam(fullName(outsider, names)), 'players');
  const leagueId = team.league.id;
  try {
    await deps.em.transactional(async (tx) => {
      await lockTeamSeasonRoster(tx, leagueId, teamId);
      const current = await tx.execute<Array<{ member_id: string; team_id: string; team_name: string }>>(
        `select r.member_id, r.team_id, t.name as team_name from league_season_roster r
         join league_team t on t.league_id = r.league_id and t.team_id = r.team_id
         where r.league_id = ? and r.member_id in (?)`,
        [leagueId, memberIds],
      );
      const onThisTeam = current.find((row) => row.team_id === teamId);
      if (onThisTeam)
        throw conflict(
          SEASON_ROSTER_MESSAGES.alreadyOnRoster(fullName(onThisTeam.member_id, names)),
          'players',
        );
      const elsewhere = playerOnAnotherTeam(
        teamId,
        memberIds,
        new Map(current.map((row) => [row.member_id, row.team_id])),
      );
      if (elsewhere) {
        const teamName = current.find((row) => row.team_id === elsewhere.teamId)?.team_name ?? 'another team';
        throw conflict(
          SEASON_ROSTER_MESSAGES.onAnotherTeam(fullName(elsewhere.memberId, names), teamName),
          'players',
        );
      }
      const roster = (await seasonRosterRows(tx, leagueId, teamId)).map((row) => ({
        memberId: row.member_id,
        shirtNumber: row.shirt_number,
      }));
      const added = body.players.map((player) => ({
        memberId: player.memberId,
        shirtNumber: player.shirtNumber ?? null,
      }));
      const repeated = repeatedShirtNumber([...roster, ...added]);
      if (repeated) throw conflict(SEASON_ROSTER_MESSAGES.shirtNumberTaken(repeated), 'shirtNumber');
      const now = deps.clock.now();
      // One statement for the whole list; `ord` keeps the chosen order in created_at.
      await tx.execute(
        `insert into league_season_roster (id, league_id, team_id, member_id, shirt_number, added_by, created_at, updated_at)
         select u.id, ?, ?, u.member_id, u.shirt_number, ?, ?::timestamptz + u.ord * interval '1 microsecond', ?
         from jsonb_to_recordset(?::jsonb) as u(id uuid, member_id uuid, shirt_number text, ord int)`,
        [
          leagueId,
          teamId,
          actor.memberId,
          now,
          now,
          JSON.stringify(
            added.map((player, ord) => ({
              id: uuidv7(),
              member_id: player.memberId,
              shirt_number: player.shirtNumber,
              ord,
            })),
          ),
        ],
      );
      recordEvent(tx, 'leagues.season-roster-players-added', {
        leagueId,
        teamId,
        memberIds,
        actorId: actor.memberId,
      });
    });
  } catch (error) {
    throw seasonRosterRaceConflict(error) ?? error;
  }
  return getTeamSeasonRoster(deps, actor.memberId, teamId, leagueId);
}
