import type { EventDto, RsvpStatus } from '../../../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';
import { type PickupEventDto, pickupEventPath } from '../../../../src/contracts/pickup/index.ts';

/** How many next games the home shows; the rest are on /events (team games) and the clubs' pages. */
export const NEXT_GAMES_SHOWN = 5;

export type NextGameKind = 'team' | 'pickup' | 'league';

/** A game the member is in, whatever it is: a team's, a pickup group's or a league's. */
export interface NextGame {
  key: string;
  kind: NextGameKind;
  title: string;
  /** The kick-off, a UTC instant. */
  startsAt: string;
  /** The zone the game is played in: its time shows there, as on its own page. */
  ianaTimezone: string;
  place: string;
  /** The team, group or league it belongs to. */
  club: string;
  path: string;
  /** The member's answer, for team and league games; a pickup spot is taken by registering. */
  rsvp: RsvpStatus | null;
}

export const nextGameKindLabels: Record<NextGameKind, string> = {
  team: 'Team game',
  pickup: 'Pickup',
  league: 'League',
};

const teamGame = (event: EventDto): NextGame => ({
  key: `team:${event.id}`,
  kind: 'team',
  title: event.title,
  startsAt: event.dateAndTime,
  ianaTimezone: event.ianaTimezone,
  place: event.addressName,
  club: event.team.name,
  path: `/team-event/${event.id}`,
  rsvp: event.rsvp.memberStatus,
});

const pickupGame = (game: PickupEventDto): NextGame => ({
  key: `pickup:${game.id}`,
  kind: 'pickup',
  title: game.title,
  startsAt: game.startsAt,
  ianaTimezone: game.ianaTimezone,
  place: game.address,
  club: game.group.name,
  path: pickupEventPath(game.id),
  rsvp: null,
});

const leagueGame = (game: LeagueEventDto): NextGame => ({
  key: `league:${game.id}`,
  kind: 'league',
  title: game.title,
  startsAt: game.dateAndTime,
  ianaTimezone: game.ianaTimezone,
  place: game.addressName,
  club: game.leagueName,
  path: `/league-event/${game.id}`,
  rsvp: game.rsvp.memberStatus,
});

/**
 * The member's next games across their teams, pickup groups and leagues, soonest first, at most
 * `count`. Each list comes soonest first from its own API, so the first `count` of each are enough.
 */
export function nextGames(
  lists: { team?: EventDto[]; pickup?: PickupEventDto[]; league?: LeagueEventDto[] },
  count = NEXT_GAMES_SHOWN,
): NextGame[] {
  return [
    ...(lists.team ?? []).map(teamGame),
    ...(lists.pickup ?? []).map(pickupGame),
    ...(lists.league ?? []).map(leagueGame),
  ]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.key.localeCompare(b.key))
    .slice(0, count);
}
