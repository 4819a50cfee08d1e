import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import type { Page } from '../../api/envelope';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { SelectField } from '../../ui/form/field';
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
  type MarketplaceTab,
  marketplaceSearch,
  tabFromSearch,
} from './marketplace-filters';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';
import styles from './styles';
import { useFreeAgents, useLeagueListings, useMarketplaceCities, usePosts } from './use-marketplace';

const TAB_BUTTONS = Object.fromEntries(
  MARKETPLACE_TABS.map((tab) => [tab, MARKETPLACE_TAB_LABELS[tab].toUpperCase()]),
) as Record<MarketplaceTab, string>;

/**
 * `/marketplace` (spec's Shop tab): leagues open for registration, free agents and posts. Public; the
 * tab and the league filters live in the address, so a filtered list can be shared and reloaded.
 */
export function MarketplacePage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  const filters = filtersFromSearch(search);
  const go = (next: MarketplaceTab, nextFilters: LeagueFilters = {}) =>
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
      {tab !== 'leagues' && (
        <CityPicker city={filters.city} onCity={(city) => go(tab, city ? { city } : {})} />
      )}
      {tab === 'free-agents' && <FreeAgentsSection city={filters.city} />}
      {tab === 'posts' && <PostsSection city={filters.city} />}
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

/** The free agents' and posts' one filter: the city, kept in the address like the leagues' filters. */
function CityPicker({ city, onCity }: { city: string | undefined; onCity: (city: string) => void }) {
  const { data: cities } = useMarketplaceCities();
  return (
    <div className={styles.cityPicker}>
      <SelectField
        label="City"
        name="city"
        placeholder="Any"
        options={(cities ?? []).map((each) => ({ value: String(each.id), label: each.name }))}
        value={city ?? ''}
        onChange={(event) => onCity(event.target.value)}
      />
    </div>
  );
}

function FreeAgentsSection({ city }: { city: string | undefined }) {
  return (
    <PagedCards
      list={useFreeAgents(city)}
      label="Free agents"
      loading="Loading free agents…"
      failed={MARKETPLACE_MESSAGES.freeAgentsFailed}
      empty={MARKETPLACE_MESSAGES.noFreeAgents}
      render={(agent) => <FreeAgentCard agent={agent} />}
      keyOf={(agent) => agent.id}
    />
  );
}

function PostsSection({ city }: { city: string | undefined }) {
  return (
    <PagedCards
      list={usePosts(city)}
      label="Posts"
      loading="Loading posts…"
      failed={MARKETPLACE_MESSAGES.postsFailed}
      empty={MARKETPLACE_MESSAGES.noPosts}
      render={(post) => <PostCard post={post} />}
      keyOf={(post) => post.id}
    />
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
