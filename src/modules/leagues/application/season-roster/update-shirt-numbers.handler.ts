import { SEASON_ROSTER_MESSAGES, type SeasonRosterDto } from '../../../../contracts/leagues/season-roster.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { repeatedShirtNumber, shirtNumberKey, withShirtNumbers } from '../../domain/season-roster-rules.ts';
import '../../season-roster-events.ts';
import { isUuid } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getTeamSeasonRoster, seasonRosterRows } from './season-roster.query.ts';
import { assertMayEdit, type SeasonRosterTeam, seasonRosterTeam } from './season-roster-access.ts';
import { fullName, lockTeamSeasonRoster, seasonRosterRaceConflict } from './season-roster-writes.ts';

type ShirtNumbers = Array<{ memberId: string; shirtNumber: string | null }>;

/**
 * PUT /team/{teamId}/league-season-roster/leagues/{leagueId}: spec §3's shirt number update
 * `{ leagueId, teamId, updates: [{ memberId, shirtNumber }] }`. The updates apply together (two players
 * may swap numbers); a number may be worn once per team's season roster (N/A by anyone).
 */
export async function updateShirtNumbers(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  path: { teamId: string; leagueId: string },
  body: { leagueId: string; teamId: string; updates: ShirtNumbers },
): Promise<SeasonRosterDto> {
  if (body.leagueId !== path.leagueId || body.teamId !== path.teamId)
    throw badRequest([{ message: SEASON_ROSTER_MESSAGES.leagueMismatch, field: 'leagueId' }]);
  const team = await seasonRosterTeam(deps.em, path.leagueId, path.teamId, actor.memberId);
  await applyShirtNumbers(deps, actor, team, body.updates);
  return getTeamSeasonRoster(deps, actor.memberId, path.teamId, team.league.id);
}

/** PUT or PATCH /team/{teamId}/league-season-roster/{rosterId} `{ shirtNumber }`: one player's number. */
export async function updateSeasonRosterEntry(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  teamId: string,
  rosterId: string,
  shirtNumber: string | null,
): Promise<SeasonRosterDto> {
  const entry = await seasonRosterEntry(deps, teamId, rosterId);
  const team = await seasonRosterTeam(deps.em, entry.league_id, teamId, actor.memberId);
  await applyShirtNumbers(deps, actor, team, [{ memberId: entry.member_id, shirtNumber }]);
  return getTeamSeasonRoster(deps, actor.memberId, teamId, team.league.id);
}

/** The entry `rosterId` of this team's season roster (any league), else 404. */
export async function seasonRosterEntry(deps: LeaguesDeps, teamId: string, rosterId: string) {
  if (!isUuid(rosterId) || !isUuid(teamId)) throw notFound(SEASON_ROSTER_MESSAGES.entryNotFound);
  const [entry] = await deps.em.execute<Array<{ league_id: string; member_id: string }>>(
    'select league_id, member_id from league_season_roster where id = ? and team_id = ?',
    [rosterId, teamId],
  );
  if (!entry) throw notFound(SEASON_ROSTER_MESSAGES.entryNotFound);
  return entry;
}

async function applyShirtNumbers(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  team: SeasonRosterTeam,
  updates: ShirtNumbers,
): Promise<void> {
  assertMayEdit(team, deps.clock.now());
  const memberIds = updates.map((update) => update.memberId);
  if (new Set(memberIds).size !== memberIds.length)
    throw badRequest([{ message: SEASON_ROSTER_MESSAGES.playerTwice, field: 'updates' }]);
  const given = repeatedShirtNumber(updates);
  if (given)
    throw badRequest([{ message: SEASON_ROSTER_MESSAGES.shirtNumberTwice(given), field: 'updates' }]);
  const leagueId = team.league.id;
  try {
    await deps.em.transactional(async (tx) => {
      await lockTeamSeasonRoster(tx, leagueId, team.teamId);
      const rows = await seasonRosterRows(tx, leagueId, team.teamId);
      const roster = rows.map((row) => ({
        id: row.id,
        memberId: row.member_id,
        shirtNumber: row.shirt_number,
      }));
      const byMember = new Map(roster.map((entry) => [entry.memberId, entry]));
      const missing = memberIds.find((id) => !byMember.has(id));
      if (missing) {
        const names = await deps.identity.memberSummaries([missing]);
        throw conflict(SEASON_ROSTER_MESSAGES.notOnSeasonRoster(fullName(missing, names)), 'updates');
      }
      const after = withShirtNumbers(
        roster,
        new Map(updates.map((update) => [update.memberId, update.shirtNumber])),
      );
      const taken = repeatedShirtNumber(after);
      if (taken) throw conflict(SEASON_ROSTER_MESSAGES.shirtNumberTaken(taken), 'shirtNumber');
      const changed = updates.filter(
        (update) => byMember.get(update.memberId)?.shirtNumber !== update.shirtNumber,
      );
      if (changed.length === 0) return;
      const ids = changed.map((update) => byMember.get(update.memberId)!.id);
      // Cleared first, then set: the unique index is checked row by row, so a swap in one statement
      // would collide with itself.
      if (changed.some((update) => shirtNumberKey(update.shirtNumber) !== null))
        await tx.execute('update league_season_roster set shirt_number = null where id in (?)', [ids]);
      await tx.execute(
        `update league_season_roster r set shirt_number = u.shirt_number, updated_at = ?
         from jsonb_to_recordset(?::jsonb) as u(id uuid, shirt_number text) where r.id = u.id`,
        [
          deps.clock.now(),
          JSON.stringify(
            changed.map((update) => ({
              id: byMember.get(update.memberId)!.id,
              shirt_number: update.shirtNumber,
            })),
          ),
        ],
      );
      recordEvent(tx, 'leagues.shirt-numbers-updated', {
        leagueId,
        teamId: team.teamId,
        updates: changed,
        actorId: actor.memberId,
      });
    });
  } catch (error) {
    throw seasonRosterRaceConflict(error) ?? error;
  }
}
