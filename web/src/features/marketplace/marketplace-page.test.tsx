// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockServer, renderApp } from '../../test-support/render-app';
import { cities, freeAgentFixture, listingFixture, page, postFixture } from './marketplace-fixtures';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';

// The page loads lazily; loaded up front, the first test waits for the screen, not for a transform.
await Promise.all([import('./marketplace-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const citiesRoute = { 'GET /api/organization-common/15/workspaces': cities };

describe('the marketplace list', () => {
  it("shows a visitor the leagues' cards with price, spots, start, day and time, venue and city", async () => {
    mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?page=1': page([
        listingFixture(),
        listingFixture({
          leagueId: 'lg-2',
          name: 'Free Futsal',
          teamFee: { amountCents: 0, currency: 'USD' },
          spotsLeft: 0,
        }),
      ]),
    });
    renderApp('/marketplace');
    const list = await screen.findByRole('list', { name: 'Leagues open for registration' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first?.getAttribute('href')).toBe('/marketplace/league/lg-1');
    expect(within(first as HTMLElement).getByText('$120')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('3 of 8 team spots left')).toBeTruthy();
    expect(
      within(first as HTMLElement).getByText('Starts January 06, 2027 · Wednesdays · 7:00 PM, 8:00 PM'),
    ).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Zilker Park, Austin')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Free')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Full')).toBeTruthy();
    // Public: no header, the footer instead (spec §2).
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('puts a chosen filter in the address and asks the API for the filtered list', async () => {
    const server = mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?page=1': page([listingFixture()]),
      'GET /api/marketplace/leagues?city=2&page=1': page([]),
    });
    const { router } = renderApp('/marketplace');
    await screen.findByRole('list', { name: 'Leagues open for registration' });
    await screen.findByRole('option', { name: 'Denver' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '2' } });
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noMatchingLeagues)).toBeTruthy();
    expect(router.state.location.search).toBe('?city=2');
    expect(server.callsTo('GET', '/api/marketplace/leagues?city=2&page=1')).toHaveLength(1);
  });

  it('keeps what was typed in the search when a choice changes the list', async () => {
    mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?page=1': page([listingFixture()]),
      'GET /api/marketplace/leagues?format=7x7&q=zilker&page=1': page([listingFixture()]),
    });
    const { router } = renderApp('/marketplace');
    await screen.findByRole('list', { name: 'Leagues open for registration' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zilker' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '7x7' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?format=7x7&q=zilker'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('zilker');
  });

  it('reads the filters from a shared link, typed ones included', async () => {
    const server = mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?city=1&maxPrice=100&open=true&q=zilker&page=1': page([listingFixture()]),
    });
    renderApp('/marketplace?city=1&maxPrice=100&open=true&q=zilker');
    await screen.findByRole('list', { name: 'Leagues open for registration' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('zilker');
    expect((screen.getByLabelText('Price up to ($)') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Registration open only') as HTMLInputElement).checked).toBe(true);
    expect(server.calls.some((call) => call.path.startsWith('/api/marketplace/leagues?page=1'))).toBe(false);
  });

  it('refuses a price it cannot read, in words, without changing the list', async () => {
    mockServer({ ...citiesRoute, 'GET /api/marketplace/leagues?page=1': page([listingFixture()]) });
    const { router } = renderApp('/marketplace');
    await screen.findByRole('list', { name: 'Leagues open for registration' });
    fireEvent.change(screen.getByLabelText('Price up to ($)'), { target: { value: 'cheap' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(MARKETPLACE_MESSAGES.maxPrice)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says so in words when nothing is open, and offers TRY AGAIN when the list fails', async () => {
    let fail = true;
    mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?page=1': () => (fail ? failure(500, 'boom') : page([])),
    });
    renderApp('/marketplace');
    expect(await screen.findByText(MARKETPLACE_MESSAGES.leaguesFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noLeagues)).toBeTruthy();
  });

  it('shows free agents and posts on their tabs, kept in the address', async () => {
    mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?page=1': page([]),
      'GET /api/marketplace/free-agents?page=1': page([freeAgentFixture()]),
      'GET /api/marketplace/posts?page=1': page([postFixture()]),
    });
    const { router } = renderApp('/marketplace');
    fireEvent.click(await screen.findByRole('button', { name: 'FREE AGENTS' }));
    const agents = await screen.findByRole('list', { name: 'Free agents' });
    expect(within(agents).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(agents).getByText('Midfielder, Forward · Intermediate')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=free-agents');
    fireEvent.click(screen.getByRole('button', { name: 'POSTS' }));
    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(
      within(posts)
        .getByRole('link', { name: /Sunday 7v7 needs two defenders/ })
        .getAttribute('href'),
    ).toBe('/marketplace/post/post-1');
  });

  it('filters free agents and posts by city, kept in the address from tab to tab', async () => {
    const server = mockServer({
      ...citiesRoute,
      'GET /api/marketplace/free-agents?page=1': page([freeAgentFixture()]),
      'GET /api/marketplace/free-agents?city=2&page=1': page([]),
      'GET /api/marketplace/posts?city=2&page=1': page([postFixture({ city: 'Denver' })]),
    });
    const { router } = renderApp('/marketplace?tab=free-agents');
    await screen.findByRole('list', { name: 'Free agents' });
    await screen.findByRole('option', { name: 'Denver' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '2' } });
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noMatchingFreeAgents)).toBeTruthy();
    expect(router.state.location.search).toBe('?city=2&tab=free-agents');
    fireEvent.click(screen.getByRole('button', { name: 'POSTS' }));
    await screen.findByRole('list', { name: 'Posts' });
    expect(router.state.location.search).toBe('?city=2&tab=posts');
    expect(server.callsTo('GET', '/api/marketplace/posts?city=2&page=1')).toHaveLength(1);
  });

  it('filters free agents by position, day and level, carrying day and level over from the leagues', async () => {
    const server = mockServer({
      ...citiesRoute,
      'GET /api/marketplace/leagues?format=7x7&day=monday&level=competitive&page=1': page([]),
      'GET /api/marketplace/free-agents?day=monday&level=competitive&page=1': page([freeAgentFixture()]),
      'GET /api/marketplace/free-agents?position=goalkeeper&day=monday&level=competitive&page=1': page([]),
      'GET /api/marketplace/free-agents?page=1': page([freeAgentFixture()]),
    });
    const { router } = renderApp('/marketplace?format=7x7&day=monday&level=competitive');
    fireEvent.click(await screen.findByRole('button', { name: 'FREE AGENTS' }));
    await screen.findByRole('list', { name: 'Free agents' });
    expect(router.state.location.search).toBe('?day=monday&level=competitive&tab=free-agents');
    const form = within(screen.getByRole('form', { name: 'Filter free agents' }));
    expect((form.getByLabelText('Day') as HTMLSelectElement).value).toBe('monday');
    expect((form.getByLabelText('Level') as HTMLSelectElement).value).toBe('competitive');
    fireEvent.change(form.getByLabelText('Position'), { target: { value: 'goalkeeper' } });
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noMatchingFreeAgents)).toBeTruthy();
    expect(router.state.location.search).toBe(
      '?position=goalkeeper&day=monday&level=competitive&tab=free-agents',
    );
    expect(
      server.callsTo(
        'GET',
        '/api/marketplace/free-agents?position=goalkeeper&day=monday&level=competitive&page=1',
      ),
    ).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'CLEAR FILTERS' }));
    await screen.findByRole('list', { name: 'Free agents' });
    expect(router.state.location.search).toBe('?tab=free-agents');
  });

  it('filters posts by category from a shared link and from the picker', async () => {
    const server = mockServer({
      ...citiesRoute,
      'GET /api/marketplace/posts?category=gear&page=1': page([postFixture({ category: 'gear' })]),
      'GET /api/marketplace/posts?category=field_share&page=1': page([]),
    });
    const { router } = renderApp('/marketplace?tab=posts&category=gear&position=forward');
    await screen.findByRole('list', { name: 'Posts' });
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(category.value).toBe('gear');
    fireEvent.change(category, { target: { value: 'field_share' } });
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noMatchingPosts)).toBeTruthy();
    expect(router.state.location.search).toBe('?category=field_share&tab=posts');
    expect(server.callsTo('GET', '/api/marketplace/posts?category=field_share&page=1')).toHaveLength(1);
    expect(server.calls.some((call) => call.path.includes('position'))).toBe(false);
  });
});
