import type { MarketplacePage } from '../../../../contracts/marketplace/paging.ts';
import type {
  EventSubRequestDto,
  SubEventKind,
  SubRequestDto,
  SubRequestQuery,
} from '../../../../contracts/marketplace/sub-requests.ts';
import { SUB_MESSAGES as M } from '../../../../contracts/marketplace/sub-requests.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { conditions, isUuid } from '../../domain/sql-text.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { captainedEvent } from '../subs/captain-of-event.ts';
import {
  LISTED_SUB_REQUEST,
  SUB_OFFER_COLUMNS,
  SUB_REQUEST_COLUMNS,
  type SubOfferRow,
  type SubRequestRow,
  toSubOfferDtos,
  toSubRequestDto,
} from '../subs/sub-request-rows.ts';

/** Open requests whose game is ahead, soonest first: one statement whatever the page's size. */
export async function listSubRequests(
  deps: MarketplaceDeps,
  filters: SubRequestQuery,
): Promise<MarketplacePage<SubRequestDto>> {
  const where = conditions(LISTED_SUB_REQUEST);
  where.add('workspace_id = ?', filters.city);
  where.add('game_day = ?', filters.day);
  where.add('level = ?', filters.level);
  where.add('positions @> array[?]::text[]', filters.position);
  const rows = await deps.em.execute<SubRequestRow[]>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request where ${where.where()}
     order by starts_at, id limit ? offset ?`,
    [...where.params, filters.limit + 1, (filters.page - 1) * filters.limit],
  );
  const now = deps.clock.now();
  return {
    data: rows.slice(0, filters.limit).map((row) => toSubRequestDto(row, now)),
    hasNext: rows.length > filters.limit,
  };
}

/** One request, whatever its status (a filled or closed one says so to whoever follows its link). */
export async function getSubRequest(
  deps: MarketplaceDeps,
  requestId: string,
): Promise<SubRequestDto | undefined> {
  if (!isUuid(requestId)) return undefined;
  const [row] = await deps.em.execute<SubRequestRow[]>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request where id = ?`,
    [requestId],
  );
  return row ? toSubRequestDto(row, deps.clock.now()) : undefined;
}

export async function getSubRequestOr404(deps: MarketplaceDeps, requestId: string) {
  const request = await getSubRequest(deps, requestId);
  if (!request) throw notFound(M.notFound);
  return request;
}

/**
 * For the event page's captain: the latest request of the event for the captain's team (a league game has
 * one a team; `kind` says which module's game the id names), open, filled or closed, and all its offers,
 * in two statements of the marketplace's (and one of identity's for names) whatever the offers' count.
 */
export async function eventSubRequest(
  deps: MarketplaceDeps,
  memberId: string,
  eventId: string,
  kind: SubEventKind = 'team_event',
): Promise<EventSubRequestDto> {
  const { event } = await captainedEvent(deps.em, eventId, memberId, kind);
  const [row] = await deps.em.execute<SubRequestRow[]>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request where event_id = ? and team_id = ?
     order by created_at desc limit 1`,
    [eventId, event.teamId],
  );
  if (!row) return { request: null, offers: [] };
  const offers = await deps.em.execute<SubOfferRow[]>(
    `select ${SUB_OFFER_COLUMNS} from sub_offer where request_id = ?
     order by created_at, id`,
    [row.id],
  );
  return { request: toSubRequestDto(row, deps.clock.now()), offers: await toSubOfferDtos(deps, offers) };
}

/** The signed-in member's own offer on a request, if any (the "I CAN PLAY" button's state). */
export async function myOffer(deps: MarketplaceDeps, memberId: string, requestId: string) {
  if (!isUuid(requestId)) return null;
  const rows = await deps.em.execute<SubOfferRow[]>(
    `select ${SUB_OFFER_COLUMNS} from sub_offer
     where request_id = ? and member_id = ?`,
    [requestId, memberId],
  );
  return rows.length ? ((await toSubOfferDtos(deps, rows))[0] ?? null) : null;
}
