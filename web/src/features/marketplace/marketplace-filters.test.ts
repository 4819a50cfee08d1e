import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersToParams,
  leagueListPath,
  marketplaceSearch,
  tabFromSearch,
  tabListPath,
} from './marketplace-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('marketplace filters in the address', () => {
  it('reads every filter the API takes and writes them back in the same order', () => {
    const query =
      'city=2&format=7x7&day=wednesday&gender=coed&level=recreational&maxPrice=99.50&open=true&q=zilker';
    const filters = read(query);
    expect(filters).toEqual({
      city: '2',
      format: '7x7',
      day: 'wednesday',
      gender: 'coed',
      level: 'recreational',
      maxPrice: '99.50',
      open: true,
      q: 'zilker',
    });
    expect(filtersToParams(filters).toString()).toBe(query);
    expect(marketplaceSearch('leagues', filters)).toBe(`?${query}`);
  });

  it('drops values the API would refuse, so a stale link shows the list instead of an error', () => {
    expect(read('city=0&format=6v6&day=funday&gender=x&level=pro&maxPrice=1001&open=yes&q=%20%20')).toEqual(
      {},
    );
    expect(read('city=abc&maxPrice=12.345')).toEqual({});
    expect(read('maxPrice=0')).toEqual({ maxPrice: '0' });
  });

  it('leaves out unset filters and keeps the tab only when it is not the default', () => {
    expect(marketplaceSearch('leagues', {})).toBe('');
    expect(marketplaceSearch('leagues', { city: '1', open: false, q: '' })).toBe('?city=1');
    expect(marketplaceSearch('posts', { city: '1', format: '7x7' })).toBe('?city=1&tab=posts');
    expect(marketplaceSearch('free-agents')).toBe('?tab=free-agents');
    expect(tabFromSearch(new URLSearchParams('tab=free-agents'))).toBe('free-agents');
    expect(tabFromSearch(new URLSearchParams('tab=shop'))).toBe('leagues');
  });

  it('asks the API for a page of the filtered list', () => {
    expect(leagueListPath({ city: '1', open: true }, 3)).toBe('/marketplace/leagues?city=1&open=true&page=3');
  });

  it('reads a free agent position and a post category the same lenient way', () => {
    expect(read('tab=free-agents&position=forward&day=monday&level=competitive')).toEqual({
      position: 'forward',
      day: 'monday',
      level: 'competitive',
    });
    expect(read('position=striker&category=selling')).toEqual({});
    expect(read('category=field_share')).toEqual({ category: 'field_share' });
  });

  it('writes only what a tab filters by, so moving tabs carries what they share', () => {
    const filters = { city: '2', format: '7x7', day: 'monday', level: 'competitive', open: true } as const;
    expect(marketplaceSearch('free-agents', { ...filters, position: 'defender', category: 'gear' })).toBe(
      '?city=2&position=defender&day=monday&level=competitive&tab=free-agents',
    );
    expect(marketplaceSearch('posts', { ...filters, position: 'defender', category: 'gear' })).toBe(
      '?city=2&category=gear&tab=posts',
    );
    expect(marketplaceSearch('leagues', { city: '2', position: 'defender', day: 'monday' })).toBe(
      '?city=2&day=monday',
    );
    expect(tabListPath('free-agents', { city: '1', position: 'forward', q: 'x' }, 2)).toBe(
      '/marketplace/free-agents?city=1&position=forward&page=2',
    );
    expect(tabListPath('posts', { category: 'gear', level: 'competitive' }, 1)).toBe(
      '/marketplace/posts?category=gear&page=1',
    );
  });
});
