import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ApiError } from '../../api/api-error';
import type { Page } from '../../api/envelope';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { FilterSwitch, LoadMore } from '../../ui/paged-list/paged-list';
import { LeagueFiltersForm } from './league-filters';
import { CardsSkeleton, FreeAgentCard, LeagueCard, PostCard } from './listing-cards';
import { MarketplaceActions } from './marketplace-actions';
import {
  filtersFromSearch,
  filtersToParams,
  hasFilters,
  type LeagueFilters,
  MARKETPLACE_TAB_LABELS,
  MARKETPLACE_TABS,
  type MarketplaceFilters,
  type MarketplaceTab,
  marketplaceSearch,
  tabFilters,
  tabFromSearch,
} from './marketplace-filters';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';
import styles from './styles';
import { SubAlertPanel } from './sub-alert-panel';
import { SubRequestCard } from './sub-request-card';
import { FREE_AGENT_CHOICES, POST_CHOICES, SUB_CHOICES, TabFilters } from './tab-filters';
import {
  marketplaceKeys,
  useFreeAgents,
  useLeagueListings,
  useMarketplaceCities,
  usePosts,
  useSubRequests,
} from './use-marketplace';
import { useMarketplaceRoom } from './use-marketplace-room';

const TAB_BUTTONS = Object.fromEntries(
  MARKETPLACE_TABS.map((tab) => [tab, MARKETPLACE_TAB_LABELS[tab].toUpperCase()]),
) as Record<MarketplaceTab, string>;

/**
 * `/marketplace` (spec's Shop tab): leagues open for registration, free agents and posts. Public; the
 * tab and its filters live in the address, so a filtered list can be shared and reloaded.
 */
export function MarketplacePage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  const filters = filtersFromSearch(search);
  const go = (next: MarketplaceTab, nextFilters: MarketplaceFilters = {}) =>
    setSearch(new URLSearchParams(marketplaceSearch(next, nextFilters)), { replace: next === tab });
  return (
    <div className={styles.page}>
      <title>Marketplace · Playfield</title>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Marketplace</h1>
        <MarketplaceActions tab={tab} />
      </div>
      <FilterSwitch
        options={MARKETPLACE_TABS}
        labels={TAB_BUTTONS}
        value={tab}
        onChange={(next) => go(next, filters)}
        label="Show"
        wide
      />
      {tab === 'leagues' && <LeaguesSection filters={filters} onFilters={(next) => go('leagues', next)} />}
      {tab === 'free-agents' && (
        <FreeAgentsSection filters={tabFilters(tab, filters)} onFilters={(next) => go(tab, next)} />
      )}
      {tab === 'posts' && (
        <PostsSection filters={tabFilters(tab, filters)} onFilters={(next) => go(tab, next)} />
      )}
      {tab === 'subs' && (
        <SubsSection filters={tabFilters(tab, filters)} onFilters={(next) => go(tab, next)} />
      )}
    </div>
  );
}

function LeaguesSection({
  filters,
  onFilters,
}: {
  filters: LeagueFilters;
  onFilters: (filters: LeagueFilters) => void;
}) {
  const { data: cities } = useMarketplaceCities();
  const list = useLeagueListings(filters);
  useMarketplaceRoom('leagues', filters.city, () => void list.mutate());
  const formKey = filtersToParams(filters).toString();
  return (
    <section className={styles.section} aria-label="Leagues">
      <LeagueFiltersForm key={formKey} filters={filters} cities={cities ?? []} onChange={onFilters} />
      <PagedCards
        list={list}
        label="Leagues open for registration"
        loading="Loading leagues…"
        failed={MARKETPLACE_MESSAGES.leaguesFailed}
        empty={hasFilters(filters) ? MARKETPLACE_MESSAGES.noMatchingLeagues : MARKETPLACE_MESSAGES.noLeagues}
        render={(listing) => <LeagueCard listing={listing} />}
        keyOf={(listing) => listing.leagueId}
      />
    </section>
  );
}

interface TabSectionProps {
  filters: MarketplaceFilters;
  onFilters: (filters: MarketplaceFilters) => void;
}

/** A free agents', posts' or subs' section: its filters above its list (and what comes before them). */
function TabSection({
  label,
  choices,
  filters,
  onFilters,
  before,
  children,
}: TabSectionProps & {
  label: string;
  choices: typeof POST_CHOICES;
  before?: ReactNode;
  children: ReactNode;
}) {
  const { data: cities } = useMarketplaceCities();
  return (
    <section className={styles.section} aria-label={label}>
      {before}
      <TabFilters
        label={`Filter ${label.toLowerCase()}`}
        choices={choices}
        filters={filters}
        cities={cities ?? []}
        onChange={onFilters}
      />
      {children}
    </section>
  );
}

function FreeAgentsSection({ filters, onFilters }: TabSectionProps) {
  const filtered = hasFilters(filters);
  const list = useFreeAgents(filters);
  useMarketplaceRoom('free-agents', filters.city, () => void list.mutate());
  return (
    <TabSection label="Free agents" choices={FREE_AGENT_CHOICES} filters={filters} onFilters={onFilters}>
      <PagedCards
        list={list}
        label="Free agents"
        loading="Loading free agents…"
        failed={MARKETPLACE_MESSAGES.freeAgentsFailed}
        empty={filtered ? MARKETPLACE_MESSAGES.noMatchingFreeAgents : MARKETPLACE_MESSAGES.noFreeAgents}
        render={(agent) => <FreeAgentCard agent={agent} />}
        keyOf={(agent) => agent.id}
      />
    </TabSection>
  );
}

function PostsSection({ filters, onFilters }: TabSectionProps) {
  const filtered = hasFilters(filters);
  const list = usePosts(filters);
  useMarketplaceRoom('posts', filters.city, () => void list.mutate());
  return (
    <TabSection label="Posts" choices={POST_CHOICES} filters={filters} onFilters={onFilters}>
      <PagedCards
        list={list}
        label="Posts"
        loading="Loading posts…"
        failed={MARKETPLACE_MESSAGES.postsFailed}
        empty={filtered ? MARKETPLACE_MESSAGES.noMatchingPosts : MARKETPLACE_MESSAGES.noPosts}
        render={(post) => <PostCard post={post} />}
        keyOf={(post) => post.id}
      />
    </TabSection>
  );
}

/**
 * Captains' "subs needed", soonest game first, live; a signed-in player offers from the card and opts
 * in to sub alerts above the list.
 */
function SubsSection({ filters, onFilters }: TabSectionProps) {
  const filtered = hasFilters(filters);
  const list = useSubRequests(filters);
  const { mutate } = useSWRConfig();
  useMarketplaceRoom('subs', filters.city, (push) => {
    void list.mutate();
    // An offer answered: the player's own card says so.
    void mutate(marketplaceKeys.myOffer(push.id));
  });
  return (
    <TabSection
      label="Subs"
      choices={SUB_CHOICES}
      filters={filters}
      onFilters={onFilters}
      before={<SubAlertPanel filters={filters} />}
    >
      <PagedCards
        list={list}
        label="Sub requests"
        loading="Loading sub requests…"
        failed={MARKETPLACE_MESSAGES.subsFailed}
        empty={filtered ? MARKETPLACE_MESSAGES.noMatchingSubs : MARKETPLACE_MESSAGES.noSubs}
        render={(request) => <SubRequestCard request={request} />}
        keyOf={(request) => request.id}
      />
    </TabSection>
  );
}

interface PagedCardsProps<Item> {
  list: {
    data?: Page<Item>[] | undefined;
    error?: ApiError | undefined;
    size: number;
    setSize: (size: number) => unknown;
    isValidating: boolean;
    mutate: () => unknown;
  };
  label: string;
  loading: string;
  failed: string;
  empty: string;
  render: (item: Item) => ReactNode;
  keyOf: (item: Item) => string;
}

/** A paged list of cards with its loading, error (TRY AGAIN) and empty states, and LOAD MORE. */
function PagedCards<Item>({ list, label, loading, failed, empty, render, keyOf }: PagedCardsProps<Item>) {
  const { data: pages, error } = list;
  if (error && !pages) return <RetryBlock message={failed} onRetry={() => void list.mutate()} />;
  if (!pages) return <CardsSkeleton label={loading} />;
  const items = pages.flatMap((page) => page.data);
  if (items.length === 0) return <p className={styles.note}>{empty}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
