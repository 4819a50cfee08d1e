import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersToParams,
  leagueListPath,
  marketplaceSearch,
  tabFromSearch,
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
});
