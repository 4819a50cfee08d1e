// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav';

afterEach(cleanup);

const items = [
  { label: 'Club', to: '/', icon: null },
  { label: 'Shop', to: '/marketplace', icon: null },
];

const current = (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav items={items} />
    </MemoryRouter>,
  );
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
};

describe('the bottom navigation', () => {
  it('keeps Shop current on a marketplace listing, and Club (the splash) only on its own page', () => {
    expect(current('/marketplace/free-agent/fa-1')).toEqual(['Shop']);
    cleanup();
    expect(current('/')).toEqual(['Club']);
    cleanup();
    expect(current('/privacy')).toEqual([]);
  });
});
