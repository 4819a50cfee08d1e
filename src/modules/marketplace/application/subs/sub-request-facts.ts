import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../../domain/sql-text.ts';
import { SUB_REQUEST_COLUMNS, type SubRequestRow } from './sub-request-rows.ts';

// Marketplace read API (index.ts): a sub request's game as its copy has it, for the notifications that
// tell a player the answer to their offer (issue 20).

export interface SubRequestFacts {
  id: string;
  eventId: string;
  /** A team event's request, or a league game's (the game's page differs). */
  eventKind: 'team_event' | 'league_event';
  teamId: string;
  teamName: string;
  workspaceId: number;
  cityName: string;
  title: string;
  addressName: string;
  startsAt: Date;
  timeZone: string;
}

/** The request (whatever its status), or undefined when there is none (one statement). */
export async function subRequestFacts(
  em: EntityManager,
  requestId: string,
): Promise<SubRequestFacts | undefined> {
  if (!isUuid(requestId)) return undefined;
  const [row] = await em.execute<Array<SubRequestRow & { event_kind?: string }>>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request where id = ?`,
    [requestId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    eventId: row.event_id,
    eventKind: row.event_kind === 'league_event' ? 'league_event' : 'team_event',
    teamId: row.team_id,
    teamName: row.team_name,
    workspaceId: Number(row.workspace_id),
    cityName: row.city_name,
    title: row.title,
    addressName: row.address_name,
    startsAt: new Date(row.starts_at),
    timeZone: row.time_zone,
  };
}
