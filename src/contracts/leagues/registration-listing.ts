// What a league open for registration looks like to everyone outside the leagues module: the snapshot
// the leagues module publishes (event `leagues.registration-listing-changed`) whenever anything a
// listing shows changes (registration opened, edited or closed, a team or free agent registered or
// withdrew, the league renamed, published or deleted), and the marketplace keeps as its own copy.
// A whole snapshot rather than a diff: the copy is an idempotent upsert, and `sequence` orders
// snapshots that arrive out of order (a later sequence always wins).
import type { PriceDto } from '../pickup/price-label.ts';
import type { GameDay } from './league.ts';
import type { LeagueFormat } from './rule-sets.ts';

export const LEAGUE_GENDERS = ['men', 'women', 'coed'] as const;
export type LeagueGender = (typeof LEAGUE_GENDERS)[number];
export const LEAGUE_GENDER_LABELS: Readonly<Record<LeagueGender, string>> = {
  men: 'Men',
  women: 'Women',
  coed: 'Coed',
};

export const LEAGUE_LEVELS = ['recreational', 'intermediate', 'competitive'] as const;
export type LeagueLevel = (typeof LEAGUE_LEVELS)[number];
export const LEAGUE_LEVEL_LABELS: Readonly<Record<LeagueLevel, string>> = {
  recreational: 'Recreational',
  intermediate: 'Intermediate',
  competitive: 'Competitive',
};

export interface LeagueRegistrationListing {
  leagueId: string;
  organizationId: number;
  /** The operator's workspace: a city. */
  workspaceId: number;
  name: string;
  format: LeagueFormat;
  gameDay: GameDay;
  timeZone: string;
  /** The league's time slots as the league stores them ('7:00 PM'), earliest first. */
  timeSlots: string[];
  venues: string[];
  /** Calendar dates, YYYY-MM-DD. */
  seasonStart: string;
  seasonEnd: string;
  gender: LeagueGender;
  level: LeagueLevel;
  /** Spec §3 price values: null 'No Set Price', 0 'Free', else the amount. */
  teamFee: PriceDto | null;
  freeAgentFee: PriceDto | null;
  maxTeams: number;
  /** Teams registered and paid (holds and waitlist not counted). */
  teamsRegistered: number;
  waitlistCount: number;
  /** ISO instants: registration is open while opensAt <= now < closesAt. */
  opensAt: string;
  closesAt: string;
  /** ISO instant: a withdrawal before it is refunded. */
  refundCutoff: string;
  /** The operator's rules page for "Learn more", when it has one. */
  learnMoreUrl: string | null;
  /** Monotonic per league: a snapshot with a lower sequence than the copy's is stale and ignored. */
  sequence: number;
}

/** Spots a listing still has: never negative (a coordinator may lower maxTeams below the teams in). */
export const spotsLeft = (listing: Pick<LeagueRegistrationListing, 'maxTeams' | 'teamsRegistered'>) =>
  Math.max(0, listing.maxTeams - listing.teamsRegistered);

/** Whether registration is open at `now`, from the listing's own window. */
export const isRegistrationOpen = (
  listing: Pick<LeagueRegistrationListing, 'opensAt' | 'closesAt'>,
  now: Date = new Date(),
) => Date.parse(listing.opensAt) <= now.getTime() && now.getTime() < Date.parse(listing.closesAt);
