import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../../domain/ids.ts';
import type { EventBaseRow } from '../event-access.ts';
import { type TeamEventFacts, teamEventFactsOf } from './event-read-api.ts';

// Which events a team has, for callers outside events (through index.ts): the demo seed asks whether
// its teams have games yet and which game is next.

/** Whether any of the teams has an event, past or ahead (one statement). */
export async function teamsHaveEvents(em: EntityManager, teamIds: readonly string[]): Promise<boolean> {
  const ids = teamIds.filter(isUuid);
  if (ids.length === 0) return false;
  const rows = await em.execute('select 1 from team_event where team_id in (?) limit 1', [ids]);
  return rows.length > 0;
}

/** The team's first event starting after `after`, or undefined (one statement). */
export async function nextTeamEvent(
  em: EntityManager,
  teamId: string,
  after: Date,
): Promise<TeamEventFacts | undefined> {
  if (!isUuid(teamId)) return undefined;
  const [row] = await em.execute<EventBaseRow[]>(
    `select id, team_id, title, address_name, starts_at, time_zone from team_event
     where team_id = ? and starts_at > ? order by starts_at, id limit 1`,
    [teamId, after],
  );
  return row ? teamEventFactsOf(row) : undefined;
}
