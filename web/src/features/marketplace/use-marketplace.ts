import { useAtomValue } from 'jotai';
import { OPERATOR_ORGANIZATION_ID } from '../../../../src/contracts/cities.ts';
import type { WorkspaceDto } from '../../../../src/contracts/leagues/organizations.ts';
import type { MyRegistrationDto } from '../../../../src/contracts/leagues/registration.ts';
import type {
  FreeAgentDto,
  LeagueListingDto,
  PostDto,
  SubAlertDto,
  SubOfferDto,
  SubRequestDto,
} from '../../../../src/contracts/marketplace/index.ts';
import { pagesOf, usePagedList } from '../../api/paged-list';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';
import {
  type LeagueFilters,
  leagueListPath,
  type MarketplaceFilters,
  tabListPath,
} from './marketplace-filters';

const id = encodeURIComponent;

// One key per resource (the API path), shared by the hooks that read it and the actions that change it.
export const marketplaceKeys = {
  /** The cities a visitor can filter by: the league operator's workspaces. */
  cities: `/organization-common/${OPERATOR_ORGANIZATION_ID}/workspaces`,
  leagues: (filters: LeagueFilters) => pagesOf((page) => leagueListPath(filters, page)),
  league: (leagueId: string) => `/marketplace/leagues/${id(leagueId)}`,
  /** The signed-in member's live registrations in a league (the leagues API), which they may withdraw. */
  myRegistrations: (leagueId: string) => `/league-common/league/${id(leagueId)}/registrations/mine`,
  freeAgents: (filters: MarketplaceFilters = {}) =>
    pagesOf((page) => tabListPath('free-agents', filters, page)),
  freeAgent: (freeAgentId: string) => `/marketplace/free-agents/${id(freeAgentId)}`,
  myFreeAgents: '/marketplace/free-agents/mine',
  posts: (filters: MarketplaceFilters = {}) => pagesOf((page) => tabListPath('posts', filters, page)),
  post: (postId: string) => `/marketplace/posts/${id(postId)}`,
  subs: (filters: MarketplaceFilters = {}) => pagesOf((page) => tabListPath('subs', filters, page)),
  myOffer: (requestId: string) => `/marketplace/subs/${id(requestId)}/my-offer`,
  /** A captain's latest sub request for a team event, or (`league_event`) their team's in a league game. */
  eventSubs: (eventId: string, kind: 'team_event' | 'league_event' = 'team_event') =>
    `/marketplace/subs/event/${id(eventId)}${kind === 'league_event' ? '?kind=league_event' : ''}`,
  /** The signed-in member's sub alert (issue 20): GET it, PUT to turn on or change, DELETE to turn off. */
  subAlert: '/marketplace/sub-alert',
} as const;

export const useMarketplaceCities = () => useApi<WorkspaceDto[]>(marketplaceKeys.cities);

export const useLeagueListings = (filters: LeagueFilters) =>
  usePagedList<LeagueListingDto>(marketplaceKeys.leagues(filters), true);

export const useLeagueListing = (leagueId: string | undefined) =>
  useApi<LeagueListingDto>(leagueId ? marketplaceKeys.league(leagueId) : null);

export const useFreeAgents = (filters: MarketplaceFilters) =>
  usePagedList<FreeAgentDto>(marketplaceKeys.freeAgents(filters), true);

export const useFreeAgent = (freeAgentId: string | undefined) =>
  useApi<FreeAgentDto>(freeAgentId ? marketplaceKeys.freeAgent(freeAgentId) : null);

/** The signed-in member's own listings (paused ones too); nothing asked for a visitor. */
export function useMyFreeAgents() {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<FreeAgentDto[]>(authenticated ? marketplaceKeys.myFreeAgents : null);
}

/** The signed-in member's live registrations in the league; nothing asked for a visitor. */
export function useMyRegistrations(leagueId: string) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<MyRegistrationDto[]>(authenticated ? marketplaceKeys.myRegistrations(leagueId) : null);
}

export const usePosts = (filters: MarketplaceFilters) =>
  usePagedList<PostDto>(marketplaceKeys.posts(filters), true);

export const usePost = (postId: string | undefined) =>
  useApi<PostDto>(postId ? marketplaceKeys.post(postId) : null);

export const useSubRequests = (filters: MarketplaceFilters) =>
  usePagedList<SubRequestDto>(marketplaceKeys.subs(filters), true);

/** The signed-in member's offer on a sub request (null when none); nothing asked for a visitor. */
export function useMyOffer(requestId: string) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<SubOfferDto | null>(authenticated ? marketplaceKeys.myOffer(requestId) : null);
}

/** The signed-in member's sub alert (null when off); nothing asked for a visitor. */
export function useSubAlert() {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<SubAlertDto | null>(authenticated ? marketplaceKeys.subAlert : null);
}
