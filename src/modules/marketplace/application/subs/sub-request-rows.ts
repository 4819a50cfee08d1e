import type { GameDay } from '../../../../contracts/leagues/league.ts';
import type { SubAttendance } from '../../../../contracts/marketplace/sub-reliability.ts';
import type {
  SubEventKind,
  SubOfferDto,
  SubRequestDto,
  SubRequestStatus,
} from '../../../../contracts/marketplace/sub-requests.ts';
import { SUB_MESSAGES as M } from '../../../../contracts/marketplace/sub-requests.ts';
import type { PickupCurrency } from '../../../../contracts/pickup/price-label.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/sql-text.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { memberCards } from '../member-cards.ts';
import { reliabilities } from '../reliability.query.ts';

// The sub_request/sub_offer rows the Subs use cases and queries share, and their DTOs.

export interface SubRequestRow {
  id: string;
  event_id: string;
  event_kind: SubEventKind;
  team_id: string;
  team_name: string;
  posted_by: string;
  organization_id: number;
  workspace_id: number;
  city_name: string;
  title: string;
  address_name: string;
  starts_at: Date;
  time_zone: string;
  game_day: GameDay;
  needed: number;
  accepted: number;
  positions: string[] | string;
  level: SubRequestDto['level'];
  fee_share_cents: number | null;
  fee_share_currency: PickupCurrency | null;
  note: string;
  status: SubRequestStatus;
  created_at: Date;
  updated_at: Date;
}

export const SUB_REQUEST_COLUMNS = `id, event_id, event_kind, team_id, team_name, posted_by, organization_id, workspace_id,
  city_name, title, address_name, starts_at, time_zone, game_day, needed, accepted, positions, level,
  fee_share_cents, fee_share_currency, note, status, created_at, updated_at`;

/** Listed: open, and its game not started yet (the query says so even before the scheduled close runs). */
export const LISTED_SUB_REQUEST = `status = 'open' and starts_at > now()`;

/** A text[] arrives as an array, or as its literal where the driver does not parse it. */
const textArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** A Postgres array literal of known vocabulary words (never user text). */
export const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

export function toSubRequestDto(row: SubRequestRow, now: Date): SubRequestDto {
  const startsAt = new Date(row.starts_at);
  // A request whose game has started is shown closed even before the scheduled close updates the row.
  const status = row.status === 'open' && startsAt <= now ? 'closed' : row.status;
  return {
    id: row.id,
    eventId: row.event_id,
    eventKind: row.event_kind,
    team: { id: row.team_id, name: row.team_name },
    title: row.title,
    addressName: row.address_name,
    startsAt: startsAt.toISOString(),
    timeZone: row.time_zone,
    day: row.game_day,
    organizationId: Number(row.organization_id),
    workspaceId: Number(row.workspace_id),
    city: row.city_name,
    needed: row.needed,
    accepted: row.accepted,
    positions: textArray(row.positions) as SubRequestDto['positions'],
    level: row.level,
    feeShare:
      row.fee_share_cents === null || row.fee_share_currency === null
        ? null
        : { amountCents: row.fee_share_cents, currency: row.fee_share_currency },
    note: row.note,
    status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The request row, locked for the caller's transaction when `lock`; 404 when unknown. */
export async function subRequestRow(em: EntityManager, requestId: string, lock = false) {
  if (!isUuid(requestId)) throw notFound(M.notFound);
  const [row] = await em.execute<SubRequestRow[]>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request where id = ?${lock ? ' for update' : ''}`,
    [requestId],
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

export interface SubOfferRow {
  id: string;
  request_id: string;
  member_id: string;
  note: string;
  status: SubOfferDto['status'];
  /** Selected where the offer is shown after kickoff; an offer just made or answered has none yet. */
  attendance?: SubAttendance | null;
  created_at: Date;
}

/** The offer's columns, its attendance mark included. */
export const SUB_OFFER_COLUMNS = 'id, request_id, member_id, note, status, attendance, created_at';

/** The offers with each player's name and reliability: three statements whatever their number. */
export async function toSubOfferDtos(deps: MarketplaceDeps, rows: SubOfferRow[]): Promise<SubOfferDto[]> {
  const memberIds = rows.map((row) => row.member_id);
  const card = await memberCards(deps, memberIds);
  const reliability = await reliabilities(deps, memberIds);
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    member: card(row.member_id),
    note: row.note,
    status: row.status,
    attendance: row.attendance ?? null,
    reliability: reliability(row.member_id),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
