import type { CardKind } from '../../../../contracts/leagues/referees.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { insertCard, saveMatchReport } from '../../infrastructure/officiating.store.ts';
import { cardEvent } from './game-card-dto.ts';

/** Demo data: a referee on every game of a league, with cards and a report in its first games. */
export interface SeedRefereeGames {
  organizationId: number;
  leagueName: string;
  refereeId: string;
  /** `game`: the index of the game in kick-off order; `player`: an index into that side's roster. */
  cards: ReadonlyArray<{
    game: number;
    side: 'home' | 'away';
    player: number;
    kind: CardKind;
    minute: number;
  }>;
  reports: ReadonlyArray<{ game: number; text: string }>;
}

/**
 * Names the referee on the league's games and records the cards (with their events, so the table's
 * fewestCards counts them) and reports. Once: false when the league is missing or already has them.
 */
export async function seedRefereeGames(
  tx: EntityManager,
  seed: SeedRefereeGames,
  now: Date,
): Promise<boolean> {
  const games = await tx.execute<
    Array<{
      id: string;
      league_id: string;
      stage_id: string;
      home_team_id: string;
      away_team_id: string;
      referee_id: string | null;
    }>
  >(
    `select e.id, e.league_id, e.stage_id, e.home_team_id, e.away_team_id, e.referee_id
     from league_event e join league l on l.id = e.league_id
     where l.organization_id = ? and l.name = ? and e.status = 'scheduled' order by e.starts_at, e.id`,
    [seed.organizationId, seed.leagueName],
  );
  if (games.length === 0 || games.some((game) => game.referee_id !== null)) return false;
  await tx.execute('update league_event set referee_id = ? where id in (?)', [
    seed.refereeId,
    games.map((game) => game.id),
  ]);
  for (const card of seed.cards) {
    const game = games[card.game];
    if (!game) continue;
    const teamId = card.side === 'home' ? game.home_team_id : game.away_team_id;
    const roster = await teamRosterMemberIds(tx, teamId);
    const player = roster[card.player % Math.max(roster.length, 1)];
    if (!player) continue;
    const row = await insertCard(
      tx,
      {
        id: uuidv7(),
        league_event_id: game.id,
        league_id: game.league_id,
        team_id: teamId,
        member_id: player.memberId,
        kind: card.kind,
        minute: card.minute,
        recorded_by: seed.refereeId,
      },
      now,
    );
    recordEvent(tx, 'leagues.card-recorded', cardEvent(game, seed.refereeId, row));
  }
  for (const report of seed.reports) {
    const game = games[report.game];
    if (game)
      await saveMatchReport(tx, { gameId: game.id, authorId: seed.refereeId, text: report.text }, now);
  }
  return true;
}
