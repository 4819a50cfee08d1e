import { GAME_DAYS, type GameDay } from '../../../../src/contracts/leagues/league.ts';
import {
  LEAGUE_GENDERS,
  LEAGUE_LEVELS,
  type LeagueGender,
  type LeagueLevel,
} from '../../../../src/contracts/leagues/registration-listing.ts';
import { LEAGUE_FORMATS, type LeagueFormat } from '../../../../src/contracts/leagues/rule-sets.ts';
import {
  FREE_AGENT_POSITIONS,
  type FreeAgentPosition,
} from '../../../../src/contracts/marketplace/free-agents.ts';
import { POST_CATEGORIES, type PostCategory } from '../../../../src/contracts/marketplace/posts.ts';

// The marketplace keeps its tab and each tab's filters in the address (issue 18: a filtered list can be
// shared and reloaded). A value the API would refuse is dropped when read, so a hand-edited or stale
// link shows the unfiltered list rather than an error.

export const MARKETPLACE_TABS = ['leagues', 'free-agents', 'posts', 'subs'] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number];
export const MARKETPLACE_TAB_LABELS: Readonly<Record<MarketplaceTab, string>> = {
  leagues: 'Leagues',
  'free-agents': 'Free agents',
  posts: 'Posts',
  subs: 'Subs',
};

export interface LeagueFilters {
  city?: string;
  format?: LeagueFormat;
  day?: GameDay;
  gender?: LeagueGender;
  level?: LeagueLevel;
  /** Whole units as typed ('120', '99.50'). */
  maxPrice?: string;
  open?: boolean;
  q?: string;
}

/** Every tab's filters: the leagues', a free agent's position, a post's category. */
export interface MarketplaceFilters extends LeagueFilters {
  position?: FreeAgentPosition;
  category?: PostCategory;
}

/** The filter keys in the order they appear in the address and the API path. */
const FILTER_KEYS = [
  'city',
  'format',
  'position',
  'category',
  'day',
  'gender',
  'level',
  'maxPrice',
  'open',
  'q',
] as const;

/**
 * What each tab filters by (what its API list takes). Moving to another tab keeps the filters both
 * share: the city always, the day and level between leagues and free agents.
 */
const TAB_FILTER_KEYS: Readonly<Record<MarketplaceTab, ReadonlyArray<keyof MarketplaceFilters>>> = {
  leagues: ['city', 'format', 'day', 'gender', 'level', 'maxPrice', 'open', 'q'],
  'free-agents': ['city', 'position', 'day', 'level'],
  posts: ['city', 'category'],
  subs: ['city', 'day', 'level', 'position'],
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** The API's rules for these two (paging.ts cityField, league-listings.ts maxPriceField). */
const isCity = (raw: string) => /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647;
export const isPriceText = (raw: string) => /^\d{1,4}(\.\d{1,2})?$/.test(raw) && Number(raw) <= 1000;

export function tabFromSearch(search: URLSearchParams): MarketplaceTab {
  return oneOf(MARKETPLACE_TABS, search.get('tab')) ?? 'leagues';
}

export function filtersFromSearch(search: URLSearchParams): MarketplaceFilters {
  const filters: MarketplaceFilters = {};
  const city = search.get('city')?.trim();
  if (city && isCity(city)) filters.city = city;
  const format = oneOf(LEAGUE_FORMATS, search.get('format'));
  if (format) filters.format = format;
  const position = oneOf(FREE_AGENT_POSITIONS, search.get('position'));
  if (position) filters.position = position;
  const category = oneOf(POST_CATEGORIES, search.get('category'));
  if (category) filters.category = category;
  const day = oneOf(GAME_DAYS, search.get('day'));
  if (day) filters.day = day;
  const gender = oneOf(LEAGUE_GENDERS, search.get('gender'));
  if (gender) filters.gender = gender;
  const level = oneOf(LEAGUE_LEVELS, search.get('level'));
  if (level) filters.level = level;
  const maxPrice = search.get('maxPrice')?.trim();
  if (maxPrice && isPriceText(maxPrice)) filters.maxPrice = maxPrice;
  const open = search.get('open');
  if (open === 'true' || open === '1') filters.open = true;
  const q = search.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  return filters;
}

/** The filters as query parameters, in a fixed order, leaving out what is not set. */
export function filtersToParams(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, value === true ? 'true' : value);
  }
  return params;
}

/** Only the filters a tab takes (the others are left out of its address and its API path). */
export function tabFilters(tab: MarketplaceTab, filters: MarketplaceFilters): MarketplaceFilters {
  const kept: Record<string, unknown> = {};
  for (const key of TAB_FILTER_KEYS[tab]) if (filters[key] !== undefined) kept[key] = filters[key];
  return kept as MarketplaceFilters;
}

/** The address's search for a tab and its filters (the leagues tab is the default and not written). */
export function marketplaceSearch(tab: MarketplaceTab, filters: MarketplaceFilters = {}): string {
  const params = filtersToParams(tabFilters(tab, filters));
  if (tab !== 'leagues') params.set('tab', tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: MarketplaceFilters): boolean {
  return filtersToParams(filters).size > 0;
}

/** The free agents', posts' or subs' list path for one page of what that tab filters by. */
export function tabListPath(
  list: 'free-agents' | 'posts' | 'subs',
  filters: MarketplaceFilters,
  page: number,
) {
  const params = filtersToParams(tabFilters(list, filters));
  params.set('page', String(page));
  return `/marketplace/${list}?${params.toString()}`;
}

/** GET /api/marketplace/leagues for one page of the filtered list. */
export function leagueListPath(filters: LeagueFilters, page: number): string {
  const params = filtersToParams(filters);
  params.set('page', String(page));
  return `/marketplace/leagues?${params.toString()}`;
}
