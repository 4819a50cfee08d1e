// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '../../../../src/contracts/marketplace/index.ts';
import { failure, mockServer, renderApp } from '../../test-support/render-app';
import { listingFixture } from './marketplace-fixtures';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';

await Promise.all([import('./league-listing-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const route = 'GET /api/marketplace/leagues/lg-1';

describe('a league open for registration', () => {
  it('shows its rule set, season, game day, slots, venues, prices, spots left and Learn more', async () => {
    mockServer({ [route]: listingFixture({ venues: ['Zilker Park', 'Mueller'] }) });
    renderApp('/marketplace/league/lg-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wednesday Coed 7v7' })).toBeTruthy();
    const facts = within(screen.getByRole('list', { name: 'League facts' }));
    expect(facts.getByText('$120 a team')).toBeTruthy();
    expect(facts.getByText('3 of 8 team spots left')).toBeTruthy();
    expect(facts.getByText('Registration open')).toBeTruthy();
    const season = within(screen.getByRole('region', { name: 'Season' }));
    expect(season.getByText('January 06, 2027 to March 10, 2027')).toBeTruthy();
    expect(season.getByText('Wednesdays')).toBeTruthy();
    expect(season.getByText('7:00 PM, 8:00 PM')).toBeTruthy();
    expect(season.getByText('Zilker Park, Mueller')).toBeTruthy();
    const registration = within(screen.getByRole('region', { name: 'Registration' }));
    expect(registration.getByText('$40')).toBeTruthy();
    const rules = within(screen.getByRole('region', { name: '7x7 rules' }));
    expect(rules.getByText(/23 min halves · 4 players to avoid a forfeit · 2 females for coed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LEARN MORE ABOUT THIS LEAGUE' }).getAttribute('href')).toBe(
      'https://example.com/rules',
    );
    // Public: no header (spec §2); the way back is the page's own link.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('link', { name: '← Marketplace' }).getAttribute('href')).toBe('/marketplace');
  });

  it('says a league that is not listed was not found, with the way back', async () => {
    mockServer({ [route]: failure(404, LISTING_MESSAGES.notFound) });
    renderApp('/marketplace/league/lg-1');
    expect(await screen.findByRole('heading', { level: 1, name: LISTING_MESSAGES.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO THE MARKETPLACE' })).toBeTruthy();
  });

  it('offers TRY AGAIN when the page fails, and no Learn more without a rules page', async () => {
    let fail = true;
    mockServer({ [route]: () => (fail ? failure(503, 'down') : listingFixture({ learnMoreUrl: null })) });
    renderApp('/marketplace/league/lg-1');
    expect(await screen.findByText(MARKETPLACE_MESSAGES.listingFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wednesday Coed 7v7' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /LEARN MORE/ })).toBeNull();
  });
});
