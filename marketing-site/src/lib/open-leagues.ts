import type { City } from '../../../src/contracts/cities.ts';
import { formatCalendarDate, GAME_DAY_LABELS } from '../../../src/contracts/leagues/league.ts';
import {
  LEAGUE_GENDER_LABELS,
  LEAGUE_LEVEL_LABELS,
} from '../../../src/contracts/leagues/registration-listing.ts';
import type { LeagueListingDto } from '../../../src/contracts/marketplace/league-listings.ts';
import { type PriceDto, priceLabel } from '../../../src/contracts/pickup/price-label.ts';
import { brand } from '../data/brand.ts';
import { serializeJsonLd } from './structured-data.ts';

// The "Leagues open for registration" list of a city page (issue 20). The build cannot know which
// leagues are open, so the page carries a marked region (OpenLeagues.astro) that the server fills on
// every request from the marketplace's copy of the listings, with this same renderer: the markup and
// the styles it needs live here and in OpenLeagues.astro, the data and its freshness on the server.

/** What the list shows of a listing: the marketplace's read API answers it. */
export type OpenLeague = Pick<
  LeagueListingDto,
  | 'leagueId'
  | 'name'
  | 'format'
  | 'gameDay'
  | 'seasonStart'
  | 'seasonEnd'
  | 'venues'
  | 'gender'
  | 'level'
  | 'teamFee'
  | 'freeAgentFee'
  | 'maxTeams'
  | 'spotsLeft'
  | 'opensAt'
>;

export interface OpenLeaguesContext {
  city: City;
  /** The app's address (the server's PUBLIC_URL): league pages are the app's `/marketplace/league/{id}`. */
  appUrl: string;
  /** This site's origin as the request reached it, for the organizer's address. */
  siteUrl: string;
}

/** The marker a city page carries; the server replaces it (and the fallback up to the end marker). */
export const OPEN_LEAGUES_REGION = 'open-leagues';

const SCHEMA = 'https://schema.org/';

/** The league's page in the app, absolute: links, JSON-LD `url` and the sitemap all use it. */
export function leaguePageUrl(appUrl: string, leagueId: string): string {
  const url = new URL(appUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/marketplace/league/${encodeURIComponent(leagueId)}`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * A city page lists only leagues with a team spot left (the marketplace's read leaves full ones out,
 * issue 20); with this few left, the offer says LimitedAvailability so search results can say so too.
 */
export const FEW_SPOTS_LEFT = 2;

export function spotsLabel(league: Pick<OpenLeague, 'spotsLeft' | 'maxTeams'>): string {
  return `${league.spotsLeft} of ${league.maxTeams} team ${league.maxTeams === 1 ? 'spot' : 'spots'} left`;
}

/** schema.org ItemAvailability of a team's place: InStock, or LimitedAvailability when few are left. */
export function offerAvailability(league: Pick<OpenLeague, 'spotsLeft'>): string {
  return `${SCHEMA}${league.spotsLeft <= FEW_SPOTS_LEFT ? 'LimitedAvailability' : 'InStock'}`;
}

/**
 * The schema.org Offer of a team's place. Spec §3 prices: 'Free' (0) is price 0; 'No Set Price' (null)
 * has no price to state, so the offer gives none (and no currency) rather than a made-up 0.
 */
export function teamOffer(league: OpenLeague, url: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    name: 'Team registration',
    url,
    availability: offerAvailability(league),
    validFrom: league.opensAt,
    ...priceFields(league.teamFee),
  };
}

function priceFields(price: PriceDto | null): Record<string, unknown> {
  if (price === null) return {};
  return { price: price.amountCents / 100, priceCurrency: price.currency };
}

const formatLabel = (format: OpenLeague['format']) => (format === 'futsal' ? 'Futsal' : format);

/** schema.org SportsEvent of one league: what search engines show as an event with a ticket price. */
export function leagueEventJsonLd(league: OpenLeague, context: OpenLeaguesContext): Record<string, unknown> {
  const { city } = context;
  const url = leaguePageUrl(context.appUrl, league.leagueId);
  const cityPage = new URL(`/${city.urlPath}/`, context.siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    '@id': `${url}#event`,
    name: league.name,
    description: `${formatLabel(league.format)} ${LEAGUE_GENDER_LABELS[league.gender].toLowerCase()} ${LEAGUE_LEVEL_LABELS[league.level].toLowerCase()} soccer league in ${city.name}, ${GAME_DAY_LABELS[league.gameDay]}s.`,
    sport: 'Soccer',
    url,
    startDate: league.seasonStart,
    endDate: league.seasonEnd,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: league.venues.length > 0 ? league.venues.join(', ') : city.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: city.name,
        addressRegion: city.state,
        addressCountry: 'US',
      },
    },
    organizer: {
      '@type': 'SportsOrganization',
      name: `${brand.leaguesName} ${city.name}`,
      url: cityPage,
    },
    offers: teamOffer(league, url),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function fact(term: string, value: string): string {
  return `<div class="open-leagues__fact"><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

function leagueCard(league: OpenLeague, context: OpenLeaguesContext): string {
  const url = leaguePageUrl(context.appUrl, league.leagueId);
  const facts = [
    fact(
      'Format',
      `${formatLabel(league.format)} · ${LEAGUE_GENDER_LABELS[league.gender]} · ${LEAGUE_LEVEL_LABELS[league.level]}`,
    ),
    fact('Day', `${GAME_DAY_LABELS[league.gameDay]}s`),
    fact('Starts', formatCalendarDate(league.seasonStart)),
    fact('Team fee', priceLabel(league.teamFee)),
    ...(league.freeAgentFee === null ? [] : [fact('Free agent', priceLabel(league.freeAgentFee))]),
    fact('Spots', spotsLabel(league)),
  ];
  return [
    `<li class="card open-leagues__card" data-league-id="${escapeHtml(league.leagueId)}">`,
    `<h3 class="open-leagues__name"><a href="${escapeHtml(url)}">${escapeHtml(league.name)}</a></h3>`,
    `<dl class="open-leagues__facts">${facts.join('')}</dl>`,
    '</li>',
  ].join('');
}

/**
 * What the build puts in the region, shown only if the server cannot fill it (a plain static server,
 * or the database unreachable): true whatever is open, it sends people to the app's marketplace.
 */
export function openLeaguesFallback(
  context: Pick<OpenLeaguesContext, 'city'> & { marketplaceHref: string },
): string {
  return `<p class="open-leagues__empty">See the leagues open for registration in ${escapeHtml(context.city.name)} <a href="${escapeHtml(context.marketplaceHref)}">in the app's marketplace</a>.</p>`;
}

/** The empty state: no league open now; organizers are pointed at a demo, players at the seasons. */
function emptyState(context: OpenLeaguesContext): string {
  const { city } = context;
  return [
    '<div class="open-leagues__empty">',
    `<p><strong>No leagues are open for registration in ${escapeHtml(city.name)} right now.</strong> ${escapeHtml(city.seasons)}</p>`,
    `<p>Want to run a league of your own in ${escapeHtml(city.name)}? <a href="/book-demo/">Book a demo</a>.</p>`,
    '</div>',
  ].join('');
}

/**
 * The region's HTML: the list (or the empty state) and one SportsEvent JSON-LD per league, for the
 * leagues given (open, with spots left). JSON-LD is a data block, never run, so the page's script-src
 * policy is not involved.
 */
export function renderOpenLeagues(leagues: readonly OpenLeague[], context: OpenLeaguesContext): string {
  if (leagues.length === 0) return emptyState(context);
  const count = `<p class="open-leagues__count">${leagues.length} ${leagues.length === 1 ? 'league' : 'leagues'} open for registration</p>`;
  const cards = `<ul class="grid grid--3 open-leagues__list">${leagues.map((league) => leagueCard(league, context)).join('')}</ul>`;
  const jsonLd = leagues.map(
    (league) =>
      `<script type="application/ld+json">${serializeJsonLd(leagueEventJsonLd(league, context))}</script>`,
  );
  return [count, cards, ...jsonLd].join('');
}
