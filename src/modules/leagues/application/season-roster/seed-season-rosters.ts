import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import '../../season-roster-events.ts';

/**
 * Demo data: fills the empty season rosters of an organization's leagues from their teams' rosters
 * (captains first), numbered 1, 2, … with the captain in 10. A player already on another team's season
 * roster in that league is left out (one team per league). A league with any entry is left alone, so
 * running it again adds nothing. Call it in a transaction; returns how many players it added.
 */
export async function seedSeasonRosters(
  tx: EntityManager,
  organizationId: number,
  now: Date,
): Promise<number> {
  await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-season-rosters'))");
  const teams = await tx.execute<Array<{ league_id: string; team_id: string }>>(
    `select t.league_id, t.team_id from league_team t join league l on l.id = t.league_id
     where l.organization_id = ?
       and not exists (select 1 from league_season_roster r where r.league_id = l.id)
     order by l.created_at, t.registered_at, t.team_id`,
    [organizationId],
  );
  let added = 0;
  const placed = new Map<string, Set<string>>();
  for (const { league_id: leagueId, team_id: teamId } of teams) {
    const taken = placed.get(leagueId) ?? new Set<string>();
    placed.set(leagueId, taken);
    const roster = (await teamRosterMemberIds(tx, teamId))
      .sort((a, b) => Number(b.isCaptain) - Number(a.isCaptain))
      .filter((entry) => !taken.has(entry.memberId));
    if (roster.length === 0) continue;
    let next = 1;
    const players = roster.map((entry, index) => {
      taken.add(entry.memberId);
      if (index === 0) return { id: uuidv7(), member_id: entry.memberId, shirt_number: '10', ord: index };
      if (next === 10) next += 1;
      return { id: uuidv7(), member_id: entry.memberId, shirt_number: String(next++), ord: index };
    });
    await tx.execute(
      `insert into league_season_roster (id, league_id, team_id, member_id, shirt_number, created_at, updated_at)
       select u.id, ?, ?, u.member_id, u.shirt_number, ?::timestamptz + u.ord * interval '1 microsecond', ?
       from jsonb_to_recordset(?::jsonb) as u(id uuid, member_id uuid, shirt_number text, ord int)`,
      [leagueId, teamId, now, now, JSON.stringify(players)],
    );
    recordEvent(tx, 'leagues.season-roster-players-added', {
      leagueId,
      teamId,
      memberIds: players.map((player) => player.member_id),
      actorId: roster[0]!.memberId,
    });
    added += players.length;
  }
  return added;
}
