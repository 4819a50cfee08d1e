import { formatCalendarDate, GAME_DAY_LABELS } from '../../../../src/contracts/leagues/league.ts';
import {
  LEAGUE_GENDER_LABELS,
  LEAGUE_LEVEL_LABELS,
} from '../../../../src/contracts/leagues/registration-listing.ts';
import { LEAGUE_RULE_SETS } from '../../../../src/contracts/leagues/rule-sets.ts';
import type {
  FreeAgentDto,
  FreeAgentLookingFor,
  FreeAgentPosition,
  FreeAgentTime,
  LeagueListingDto,
} from '../../../../src/contracts/marketplace/index.ts';
import { priceLabel } from '../../../../src/contracts/pickup/price-label.ts';

// What the marketplace's cards and pages say about a listing, in one place so the list, the detail
// page and their tests read the same words.

/** Spec §9: the team fee, 'No Set Price' when unknown, 'Free' at 0, else '$120' / '$99.50'. */
export const teamPriceLabel = (listing: Pick<LeagueListingDto, 'teamFee'>) => priceLabel(listing.teamFee);

/** 'Free agents: $40' style line for the detail page. */
export const freeAgentPriceLabel = (listing: Pick<LeagueListingDto, 'freeAgentFee'>) =>
  priceLabel(listing.freeAgentFee);

export function spotsLabel(listing: Pick<LeagueListingDto, 'spotsLeft' | 'maxTeams' | 'waitlistCount'>) {
  if (listing.spotsLeft <= 0) {
    return listing.waitlistCount > 0 ? `Full · ${listing.waitlistCount} on the waitlist` : 'Full';
  }
  const noun = listing.maxTeams === 1 ? 'team spot' : 'team spots';
  return `${listing.spotsLeft} of ${listing.maxTeams} ${noun} left`;
}

export const startLabel = (listing: Pick<LeagueListingDto, 'seasonStart'>) =>
  `Starts ${formatCalendarDate(listing.seasonStart)}`;

export const seasonDatesLabel = (listing: Pick<LeagueListingDto, 'seasonStart' | 'seasonEnd'>) =>
  `${formatCalendarDate(listing.seasonStart)} to ${formatCalendarDate(listing.seasonEnd)}`;

/** 'Wednesdays · 7:00 PM, 8:00 PM' */
export function dayAndTimeLabel(listing: Pick<LeagueListingDto, 'gameDay' | 'timeSlots'>) {
  const day = `${GAME_DAY_LABELS[listing.gameDay]}s`;
  return listing.timeSlots.length > 0 ? `${day} · ${listing.timeSlots.join(', ')}` : day;
}

/** 'Zilker Park, Austin' — the first venue (and how many more) and the city. */
export function placeLabel(listing: Pick<LeagueListingDto, 'venues' | 'city'>) {
  const [first, ...more] = listing.venues;
  if (!first) return listing.city;
  return `${first}${more.length > 0 ? ` +${more.length} more` : ''}, ${listing.city}`;
}

/** '7x7 · Coed · Recreational' */
export const kindLabel = (listing: Pick<LeagueListingDto, 'format' | 'gender' | 'level'>) =>
  [
    LEAGUE_RULE_SETS[listing.format].label,
    LEAGUE_GENDER_LABELS[listing.gender],
    LEAGUE_LEVEL_LABELS[listing.level],
  ].join(' · ');

export const registrationLabel = (listing: Pick<LeagueListingDto, 'registrationOpen' | 'opensAt'>) =>
  listing.registrationOpen
    ? 'Registration open'
    : Date.parse(listing.opensAt) > Date.now()
      ? 'Registration not open yet'
      : 'Registration closed';

export const POSITION_LABELS: Readonly<Record<FreeAgentPosition, string>> = {
  goalkeeper: 'Goalkeeper',
  defender: 'Defender',
  midfielder: 'Midfielder',
  forward: 'Forward',
};
export const TIME_LABELS: Readonly<Record<FreeAgentTime, string>> = {
  morning: 'Mornings',
  afternoon: 'Afternoons',
  evening: 'Evenings',
};
export const LOOKING_FOR_LABELS: Readonly<Record<FreeAgentLookingFor, string>> = {
  team: 'A team',
  pickup: 'Pickup',
  league: 'A league',
};

export const freeAgentName = (agent: Pick<FreeAgentDto, 'member'>) =>
  `${agent.member.firstName} ${agent.member.lastName}`.trim();

/** 'Midfielder, Forward · Intermediate' */
export const freeAgentPlayLabel = (agent: Pick<FreeAgentDto, 'positions' | 'level'>) =>
  `${agent.positions.map((position) => POSITION_LABELS[position]).join(', ')} · ${LEAGUE_LEVEL_LABELS[agent.level]}`;

/** 'Tuesdays, Thursdays · Evenings' */
export const freeAgentWhenLabel = (agent: Pick<FreeAgentDto, 'days' | 'times'>) =>
  `${agent.days.map((day) => `${GAME_DAY_LABELS[day]}s`).join(', ')} · ${agent.times.map((time) => TIME_LABELS[time]).join(', ')}`;

export const lookingForLabel = (agent: Pick<FreeAgentDto, 'lookingFor'>) =>
  `Looking for: ${agent.lookingFor.map((what) => LOOKING_FOR_LABELS[what]).join(', ')}`;
