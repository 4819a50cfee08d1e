import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { isUuid } from '../../domain/ids.ts';

// The clubs read API other modules call (through index.ts) instead of reading team tables: the events
// module asks who a member is to a team, who is on a roster and which teams a member plays for.

export interface TeamSummary {
  id: string;
  name: string;
  abbreviation: string;
  logo: string | null;
}

export interface TeamRole {
  team: TeamSummary;
  isMember: boolean;
  isCaptain: boolean;
}

interface TeamRow {
  id: string;
  name: string;
  abbreviation: string;
  logo: string | null;
  is_captain: boolean | null;
}

const summaryOf = (row: TeamRow): TeamSummary => ({
  id: row.id,
  name: row.name,
  abbreviation: row.abbreviation,
  logo: row.logo,
});

// Asked by every team chat page and team event page: sent as a prepared statement.
const TEAM_ROLE = prepared(
  'clubs.team-role',
  `select t.id, t.name, t.abbreviation, t.logo, r.is_captain from team t
   left join roster_entry r on r.team_id = t.id and r.member_id = ?
   where t.id = ?`,
);

/** The team and what `memberId` is on it, in one statement; undefined when there is no such team. */
export async function teamRoleOf(
  em: EntityManager,
  teamId: string,
  memberId: string | undefined,
): Promise<TeamRole | undefined> {
  if (!isUuid(teamId)) return undefined;
  const [row] = await preparedRead<TeamRow>(em, TEAM_ROLE, [isUuid(memberId) ? memberId : null, teamId]);
  if (!row) return undefined;
  return { team: summaryOf(row), isMember: row.is_captain !== null, isCaptain: row.is_captain === true };
}

export interface RosterMemberRef {
  memberId: string;
  isCaptain: boolean;
}

/** The rosters of several teams in one statement: each team's players (a team with nobody is absent). */
export async function teamsRosterEntries(
  em: EntityManager,
  teamIds: readonly string[],
): Promise<Map<string, RosterMemberRef[]>> {
  const ids = teamIds.filter(isUuid);
  const rosters = new Map<string, RosterMemberRef[]>();
  if (ids.length === 0) return rosters;
  const rows = await em.execute<Array<{ team_id: string; member_id: string; is_captain: boolean }>>(
    'select team_id, member_id, is_captain from roster_entry where team_id in (?)',
    [ids],
  );
  for (const row of rows) {
    const roster = rosters.get(row.team_id) ?? [];
    roster.push({ memberId: row.member_id, isCaptain: row.is_captain });
    rosters.set(row.team_id, roster);
  }
  return rosters;
}

/** Everyone on the team's roster, in one statement. */
export async function teamRosterMemberIds(em: EntityManager, teamId: string): Promise<RosterMemberRef[]> {
  return (await teamsRosterEntries(em, [teamId])).get(teamId) ?? [];
}

/** The rosters of several teams in one statement: each team's member ids (a team with nobody is absent). */
export async function teamsRosterMemberIds(
  em: EntityManager,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rosters = await teamsRosterEntries(em, teamIds);
  return new Map([...rosters].map(([teamId, roster]) => [teamId, roster.map((entry) => entry.memberId)]));
}

/** The teams a member is on, with their role, in one statement. */
export async function memberTeamRoles(em: EntityManager, memberId: string): Promise<TeamRole[]> {
  if (!isUuid(memberId)) return [];
  const rows = await em.execute<TeamRow[]>(
    `select t.id, t.name, t.abbreviation, t.logo, r.is_captain from roster_entry r
     join team t on t.id = r.team_id where r.member_id = ?`,
    [memberId],
  );
  return rows.map((row) => ({ team: summaryOf(row), isMember: true, isCaptain: row.is_captain === true }));
}
