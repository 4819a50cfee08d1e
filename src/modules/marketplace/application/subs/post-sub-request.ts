import { randomUUID } from 'node:crypto';
import type { GameDay } from '../../../../contracts/leagues/league.ts';
import {
  SUB_MESSAGES as M,
  type SubRequestDto,
  type SubRequestInput,
} from '../../../../contracts/marketplace/sub-requests.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, badRequest } from '../../../../platform/errors/app-error.ts';
import { cityOf } from '../city.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { getSubRequest } from '../queries/sub-requests.query.ts';
import { captainedEvent } from './captain-of-event.ts';
import { arrayLiteral } from './sub-request-rows.ts';

/** The weekday the game is played on where it is played (the Subs list's `day` filter). */
export const gameDayOf = (startsAt: Date, timeZone: string): GameDay =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(startsAt).toLowerCase() as GameDay;

const alreadyOpen = () => new AppError(409, [{ message: M.alreadyOpen, code: 'SubRequestOpen' }]);

/**
 * Adds a captain's sub request in the caller's transaction (the use case and the demo seed). One open
 * request an event and team (a league game's two teams each have theirs): the partial unique index
 * settles two captains posting at once.
 */
export async function addSubRequest(
  em: EntityManager,
  entry: { memberId: string; input: SubRequestInput; at: Date },
): Promise<string> {
  const { memberId, input, at } = entry;
  const { event, team } = await captainedEvent(em, input.eventId, memberId, input.eventKind);
  if (event.startsAt <= at) throw badRequest([{ message: M.eventStarted, field: 'eventId' }]);
  const city = await cityOf(em, input.workspaceId, M.cityNotFound);
  const id = randomUUID();
  const day = gameDayOf(event.startsAt, event.timeZone);
  const inserted = await em.execute<Array<{ id: string }>>(
    `insert into sub_request (id, event_id, event_kind, team_id, team_name, posted_by, organization_id, workspace_id,
       city_name, title, address_name, starts_at, time_zone, game_day, needed, positions, level,
       fee_share_cents, fee_share_currency, note, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?)
     on conflict (event_id, team_id) where status = 'open' do nothing returning id`,
    [
      id,
      event.id,
      event.kind,
      event.teamId,
      team.name,
      memberId,
      city.organizationId,
      city.workspaceId,
      city.name,
      event.title,
      event.addressName,
      event.startsAt,
      event.timeZone,
      day,
      input.needed,
      arrayLiteral(input.positions),
      input.level,
      input.feeShare?.amountCents ?? null,
      input.feeShare?.currency ?? null,
      input.note,
      at,
      at,
    ],
  );
  if (inserted.length === 0) throw alreadyOpen();
  recordEvent(em, 'marketplace.sub-request-posted', {
    requestId: id,
    eventId: event.id,
    eventKind: event.kind,
    teamId: event.teamId,
    postedBy: memberId,
    workspaceId: city.workspaceId,
    positions: input.positions,
    level: input.level,
    day,
    startsAt: event.startsAt.toISOString(),
    needed: input.needed,
  });
  return id;
}

export async function postSubRequest(
  deps: MarketplaceDeps,
  actor: AuthenticatedMember,
  input: SubRequestInput,
): Promise<{ subRequest: SubRequestDto; message: string }> {
  const id = await deps.em.transactional((em) =>
    addSubRequest(em, { memberId: actor.memberId, input, at: deps.clock.now() }),
  );
  return { subRequest: (await getSubRequest(deps, id))!, message: M.posted };
}
