// Season rosters (spec §3 "season roster entries", §5 shirt number, §7 Team: season roster): the players a
// team fields in one league, each with a shirt number, chosen by its captains from the team's roster.
// Shared by the server's validation, the SPA's forms and the OpenAPI document.
//
// Routes (all under /api, signed in):
//   GET   /team/{teamId}/league-season-roster/leagues/{leagueId}         SeasonRosterDto
//   PUT   /team/{teamId}/league-season-roster/leagues/{leagueId}         ShirtNumberUpdate → SeasonRosterDto
//   POST  /team/{teamId}/league-season-roster  AddSeasonRosterPlayers → SeasonRosterDto (201)
//   PUT|PATCH /team/{teamId}/league-season-roster/{rosterId}  { shirtNumber } → SeasonRosterDto
//   POST  /team/{teamId}/league-season-roster/{rosterId}/remove                SeasonRosterDto
//   GET   /league-common/{leagueId}/season-rosters                        LeagueSeasonRostersDto
//   PUT   /league/{leagueId}/season-roster-lock { locksAt }  (coordinators) LeagueSeasonRostersDto
//   GET   /league/{leagueId}/season-roster-checks            (coordinators) SeasonRosterCheckDto[]
import { z } from 'zod';

export const SHIRT_NUMBER_MAX_LENGTH = 20;
/** Shirt numbers a team may repeat: "no number". */
export const NO_SHIRT_NUMBER = 'N/A';

export const SEASON_ROSTER_MESSAGES = {
  shirtNumberTooLong: 'Shirt number must not exceed 20 characters',
  shirtNumberInvalid: 'Shirt number must be N/A, 1 to 9 digits, or letters and digits with # - _ . +',
  shirtNumberTaken: (shirtNumber: string) =>
    `Shirt number ${shirtNumber} is already taken on this team's season roster.`,
  shirtNumberTwice: (shirtNumber: string) => `Shirt number ${shirtNumber} is given to two players.`,
  playerTwice: 'A player is listed twice.',
  teamNotInLeague: 'This team does not play in this league.',
  entryNotFound: 'Season roster entry not found.',
  notOnTeam: (name: string) => `${name} is not on this team's roster.`,
  notOnSeasonRoster: (name: string) => `${name} is not on this team's season roster.`,
  onAnotherTeam: (name: string, teamName: string) =>
    `${name} is already on ${teamName}'s season roster in this league. A player plays for one team per league.`,
  alreadyOnRoster: (name: string) => `${name} is already on this season roster.`,
  captainsOnly: "Only the team's captains and the league's coordinators can change its season roster.",
  locked: 'The season roster is locked. Only the league coordinators can change it now.',
  leagueMismatch: 'leagueId and teamId must match the address.',
  choosePlayers: 'Choose at least one player.',
  invalidLockDate: 'Choose a valid lock date and time.',
  lockSaved: 'Successfully saved!',
  /** The console's forfeit warning (spec §9's players to avoid forfeit). */
  forfeitRisk: (players: number, needed: number) =>
    `${players} ${players === 1 ? 'player' : 'players'} on the season roster: ${needed} are needed to avoid a forfeit.`,
  signedInOnly: 'Sign in to see season rosters.',
  empty: 'No players on the season roster yet.',
} as const;

/**
 * Spec §5: at most 20 characters; N/A, 1 to 9 digits, or letters and digits with a few symbols. A
 * value of digits only must be 1 to 9 of them: "alphanumeric" must not let a 12-digit number through.
 */
export function shirtNumberProblem(value: string): string | undefined {
  if (value.length > SHIRT_NUMBER_MAX_LENGTH) return SEASON_ROSTER_MESSAGES.shirtNumberTooLong;
  if (value.toUpperCase() === NO_SHIRT_NUMBER) return undefined;
  if (/^\d+$/.test(value)) return value.length <= 9 ? undefined : SEASON_ROSTER_MESSAGES.shirtNumberInvalid;
  return /^[A-Za-z0-9#\-_.+]+$/.test(value) ? undefined : SEASON_ROSTER_MESSAGES.shirtNumberInvalid;
}

/** How a shirt number is stored and compared: trimmed, N/A spelled one way; '' means none. */
export function normalizeShirtNumber(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.toUpperCase() === NO_SHIRT_NUMBER ? NO_SHIRT_NUMBER : trimmed;
}

/** A shirt number as sent: null or '' clears it. */
export const shirtNumberSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = value === '' ? undefined : shirtNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeShirtNumber)
  .nullable()
  .meta({
    description: 'N/A, 1 to 9 digits, or letters and digits with # - _ . + (at most 20); null clears',
  });

const uuid = (message = 'Choose a player.') => z.uuid({ error: message });

export const shirtNumberUpdateSchema = z
  .object({
    leagueId: z.string().max(64),
    teamId: z.string().max(64),
    updates: z
      .array(z.object({ memberId: uuid(), shirtNumber: shirtNumberSchema }))
      .min(1, 'Choose at least one player.')
      .max(200),
  })
  .meta({ id: 'ShirtNumberUpdate' });
export type ShirtNumberUpdate = z.input<typeof shirtNumberUpdateSchema>;

export const addSeasonRosterPlayersSchema = z
  .object({
    leagueId: z.string().max(64),
    players: z
      .array(z.object({ memberId: uuid(), shirtNumber: shirtNumberSchema.optional() }))
      .min(1, SEASON_ROSTER_MESSAGES.choosePlayers)
      .max(200),
  })
  .meta({ id: 'AddSeasonRosterPlayers' });
export type AddSeasonRosterPlayers = z.input<typeof addSeasonRosterPlayersSchema>;

export const seasonRosterEntryUpdateSchema = z
  .object({ shirtNumber: shirtNumberSchema })
  .meta({ id: 'SeasonRosterEntryUpdate' });

export const seasonRosterLockSchema = z
  .object({
    locksAt: z.iso
      .datetime({ offset: true, error: SEASON_ROSTER_MESSAGES.invalidLockDate })
      .nullable()
      .meta({ description: 'The instant after which only coordinators change season rosters; null unlocks' }),
  })
  .meta({ id: 'SeasonRosterLock' });

export interface SeasonRosterEntryDto {
  rosterId: string;
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  shirtNumber: string | null;
  addedAt: string;
}

export interface SeasonRosterPlayerDto {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface SeasonRosterDto {
  leagueId: string;
  teamId: string;
  teamName: string;
  locksAt: string | null;
  locked: boolean;
  /** Whether the viewer may change it now (a captain before the lock, a coordinator always). */
  canEdit: boolean;
  entries: SeasonRosterEntryDto[];
  /** For those who can edit: the team's players not on the season roster yet. */
  available: SeasonRosterPlayerDto[];
}

export interface TeamSeasonRosterDto {
  teamId: string;
  teamName: string;
  logo: string | null;
  /** Whether the viewer may change this team's season roster now. */
  canEdit: boolean;
  entries: SeasonRosterEntryDto[];
}

export interface LeagueSeasonRostersDto {
  leagueId: string;
  locksAt: string | null;
  locked: boolean;
  teams: TeamSeasonRosterDto[];
}

export interface SeasonRosterCheckDto {
  teamId: string;
  teamName: string;
  players: number;
  playersToAvoidForfeit: number;
  forfeitRisk: boolean;
  outstandingWaivers: SeasonRosterPlayerDto[];
}

const playerSchema = z.object({
  memberId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

export const seasonRosterEntrySchema = playerSchema
  .extend({ rosterId: z.uuid(), shirtNumber: z.string().nullable(), addedAt: z.string() })
  .meta({ id: 'SeasonRosterEntry' }) satisfies z.ZodType<SeasonRosterEntryDto>;

export const seasonRosterSchema = z
  .object({
    leagueId: z.uuid(),
    teamId: z.uuid(),
    teamName: z.string(),
    locksAt: z.string().nullable(),
    locked: z.boolean(),
    canEdit: z.boolean(),
    entries: z.array(seasonRosterEntrySchema),
    available: z.array(playerSchema),
  })
  .meta({ id: 'SeasonRoster' }) satisfies z.ZodType<SeasonRosterDto>;

export const leagueSeasonRostersSchema = z
  .object({
    leagueId: z.uuid(),
    locksAt: z.string().nullable(),
    locked: z.boolean(),
    teams: z.array(
      z.object({
        teamId: z.uuid(),
        teamName: z.string(),
        logo: z.string().nullable(),
        canEdit: z.boolean(),
        entries: z.array(seasonRosterEntrySchema),
      }),
    ),
  })
  .meta({ id: 'LeagueSeasonRosters' }) satisfies z.ZodType<LeagueSeasonRostersDto>;

export const seasonRosterCheckSchema = z
  .object({
    teamId: z.uuid(),
    teamName: z.string(),
    players: z.number().int(),
    playersToAvoidForfeit: z.number().int(),
    forfeitRisk: z.boolean(),
    outstandingWaivers: z.array(playerSchema),
  })
  .meta({ id: 'SeasonRosterCheck' }) satisfies z.ZodType<SeasonRosterCheckDto>;

// Live updates: `league:<id>` room (contracts/leagues/realtime.ts) gets this when any team's season
// roster or the lock date changes; the page refetches what it names.
export const LEAGUE_SEASON_ROSTER_UPDATED = 'league:season-roster-updated';
export interface LeagueSeasonRosterUpdatedPush {
  leagueId: string;
  teamId: string | null;
}
