import { z } from 'zod';
import { limitParam, pageParam } from '../common/paging.ts';
import { MEMBER_EVENTS_FILTERS } from '../events/member-events.ts';
import type { LeagueEventDto } from './league-event.ts';
import { leagueEventDtoSchema } from './schemas.ts';

// Referees of league games (issue 19): a coordinator names a referee (organization staff with the
// referee role) on a game (PATCH /api/league/event/{id} { refereeId }); the referee sees their games,
// records the cards (spec §3 stat kinds YELLOW_CARD and RED_CARD) and writes the match report. Cards
// feed the standings' fewestCards tiebreaker and the yellow_card/red_card leaderboards.
//
// Routes (under /api):
//   GET    /league/{leagueId}/referees                         StaffDto[] (coordinators: whom they can name)
//   GET    /league-common/referee/games?filter&page&limit       paged RefereeGameDto (the signed-in referee's games)
//   GET    /league-common/event-page/{id}/cards                 GameCardsDto (public; canRecord for the viewer)
//   POST   /league-common/event-page/{id}/cards RecordCard      GameCardResult (201; the game's referee, coordinators)
//   DELETE /league-common/event-page/{id}/cards/{cardId}        GameCardResult (the game's referee, coordinators)
//   GET    /league-common/event-page/{id}/match-report          MatchReportDto | null (the game's referee, coordinators)
//   PUT    /league-common/event-page/{id}/match-report {text}   MatchReportResult (the game's referee, coordinators)

export const CARD_KINDS = ['YELLOW_CARD', 'RED_CARD'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const CARD_LABELS: Readonly<Record<CardKind, string>> = {
  YELLOW_CARD: 'Yellow card',
  RED_CARD: 'Red card',
};

export const MATCH_REPORT_MAX = 5000;
/** Spec §9 pages member lists by 10; a referee's games page the same way. */
export const REFEREE_GAMES_PAGE_SIZE = 10;

export const REFEREE_MESSAGES = {
  officialsOnly: 'Only the referee of this game or a coordinator can do that.',
  notStarted: 'Cards can be recorded once the game has started.',
  canceled: 'This game was canceled.',
  playerNotInGame: 'The player must be on one of the two teams.',
  playerNotOnSeasonRoster:
    "The player must be on that team's season roster for this league, or its sub for this game.",
  sentOff: 'This player has already been sent off.',
  cardRecorded: 'Card recorded.',
  cardRemoved: 'Card removed.',
  cardNotFound: 'Card not found.',
  reportSaved: 'Match report saved.',
  noGamesFuture: 'No games to referee yet.',
  noGamesPast: 'No past games.',
  noCards: 'No cards.',
} as const;

/** POST /api/league-common/event-page/{id}/cards: a card for a player of either team. */
export const recordCardSchema = z.object({
  /** The player's team in this game (a member may play for both teams). */
  teamId: z.uuid({ error: 'Choose a team' }),
  memberId: z.uuid({ error: 'Choose a player' }),
  kind: z.enum(CARD_KINDS, { error: 'Card must be YELLOW_CARD or RED_CARD' }),
  minute: z
    .number({ error: 'Minute must be a whole number from 0 to 150' })
    .int('Minute must be a whole number from 0 to 150')
    .min(0, 'Minute must be a whole number from 0 to 150')
    .max(150, 'Minute must be a whole number from 0 to 150')
    .nullable()
    .default(null),
});
export type RecordCardInput = z.input<typeof recordCardSchema>;
export type RecordCardRequest = z.output<typeof recordCardSchema>;

/** PUT /api/league-common/event-page/{id}/match-report: the referee's account of the game. */
export const matchReportSchema = z.object({
  text: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(MATCH_REPORT_MAX, `Must not exceed ${MATCH_REPORT_MAX} characters`),
});
export type MatchReportRequest = z.output<typeof matchReportSchema>;

/**
 * GET /api/league-common/referee/games?filter&page&limit. `future`: games not yet past (spec §4: past
 * 72 hours after kick-off, so the games just played whose cards and report are due are here), soonest
 * first; `past`: the older ones, latest first.
 */
export const refereeGamesQuerySchema = z.object({
  filter: z.enum(MEMBER_EVENTS_FILTERS, { error: 'filter must be future or past' }).default('future'),
  page: pageParam,
  limit: limitParam(200, REFEREE_GAMES_PAGE_SIZE),
});
export type RefereeGamesQuery = z.output<typeof refereeGamesQuerySchema>;

export interface GameCardDto {
  id: string;
  leagueEventId: string;
  teamId: string;
  memberId: string;
  firstName: string;
  lastName: string;
  kind: CardKind;
  minute: number | null;
  createdAt: string;
}

export interface GameCardsDto {
  leagueEventId: string;
  /** In the order they were shown: minute, then when recorded. */
  cards: GameCardDto[];
  /** Whether the viewer may record and remove cards and write the match report. */
  canRecord: boolean;
}

export interface GameCardResult {
  card: GameCardDto;
  message: string;
}

export interface MatchReportDto {
  leagueEventId: string;
  text: string;
  author: { memberId: string; firstName: string; lastName: string } | null;
  updatedAt: string;
}

export interface MatchReportResult {
  report: MatchReportDto;
  message: string;
}

/** A game in the referee's list, with what they have recorded on it. */
export interface RefereeGameDto extends LeagueEventDto {
  yellowCards: number;
  redCards: number;
  hasMatchReport: boolean;
}

export const gameCardDtoSchema = z
  .object({
    id: z.uuid(),
    leagueEventId: z.uuid(),
    teamId: z.uuid(),
    memberId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    kind: z.enum(CARD_KINDS),
    minute: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'GameCard' }) satisfies z.ZodType<GameCardDto>;

export const gameCardsDtoSchema = z.object({
  leagueEventId: z.uuid(),
  cards: z.array(gameCardDtoSchema),
  canRecord: z.boolean(),
}) satisfies z.ZodType<GameCardsDto>;

export const gameCardResultSchema = z.object({
  card: gameCardDtoSchema,
  message: z.string(),
}) satisfies z.ZodType<GameCardResult>;

export const matchReportDtoSchema = z
  .object({
    leagueEventId: z.uuid(),
    text: z.string(),
    author: z.object({ memberId: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MatchReport' }) satisfies z.ZodType<MatchReportDto>;

export const matchReportResultSchema = z.object({
  report: matchReportDtoSchema,
  message: z.string(),
}) satisfies z.ZodType<MatchReportResult>;

export const refereeGameDtoSchema = leagueEventDtoSchema
  .extend({
    yellowCards: z.number().int(),
    redCards: z.number().int(),
    hasMatchReport: z.boolean(),
  })
  .meta({ id: 'RefereeGame' }) satisfies z.ZodType<RefereeGameDto>;

/**
 * Pushed to the `league:<id>` room (contracts/leagues/realtime.ts) when a game's cards or match report
 * changed: the game page fetches them again.
 */
export const LEAGUE_GAME_OFFICIATING_CHANGED = 'league:game-officiating-changed';

export interface LeagueGameOfficiatingChangedPush {
  leagueId: string;
  leagueEventId: string;
}
