import type { GameCardDto } from '../../../../contracts/leagues/referees.ts';
import type { EventPayload } from '../../../../platform/bus/index.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import type { CardRow, OfficiatedGameRow } from '../../infrastructure/officiating.store.ts';

/** The cards with their players' names, asked of identity in one batch. */
export async function toGameCards(
  identity: IdentityReadApi,
  rows: readonly CardRow[],
): Promise<GameCardDto[]> {
  const names =
    rows.length > 0 ? await identity.memberSummaries(rows.map((row) => row.member_id)) : new Map();
  return rows.map((row) => ({
    id: row.id,
    leagueEventId: row.league_event_id,
    teamId: row.team_id,
    memberId: row.member_id,
    firstName: names.get(row.member_id)?.firstName ?? '',
    lastName: names.get(row.member_id)?.lastName ?? '',
    kind: row.kind,
    minute: row.minute,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** What `leagues.card-recorded` and `leagues.card-removed` say of a card. */
export const cardEvent = (
  game: Pick<OfficiatedGameRow, 'league_id' | 'stage_id'>,
  actorId: string,
  card: CardRow,
): EventPayload<'leagues.card-recorded'> => ({
  leagueEventId: card.league_event_id,
  leagueId: game.league_id,
  stageId: game.stage_id,
  actorId,
  cardId: card.id,
  teamId: card.team_id,
  memberId: card.member_id,
  kind: card.kind,
});
