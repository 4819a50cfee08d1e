// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { childSafetyPolicy, privacyPolicy, termsOfService } from '../../../../src/contracts/legal/index.ts';
import { ChildSafetyPage } from './child-safety-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

afterEach(cleanup);

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Splash</p> },
      { path: '/create-account', element: <p>Create account form</p> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/ts', element: <TermsPage /> },
      { path: '/csae-policy', element: <ChildSafetyPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('legal pages', () => {
  it.each([
    ['/privacy', privacyPolicy],
    ['/ts', termsOfService],
    ['/csae-policy', childSafetyPolicy],
  ])('%s shows the shared text with its date and every section', (path, document) => {
    renderAt([path]);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeTruthy();
    expect(screen.getByText(document.summary)).toBeTruthy();
    for (const section of document.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    }
  });

  it('offers no Return button on the terms without showReturn', () => {
    renderAt(['/ts']);
    expect(screen.queryByRole('button', { name: 'RETURN' })).toBeNull();
  });

  it('returns to the form that opened the terms with showReturn=true', async () => {
    renderAt(['/create-account', '/ts?showReturn=true']);
    fireEvent.click(screen.getByRole('button', { name: 'RETURN' }));
    expect(await screen.findByText('Create account form')).toBeTruthy();
  });

  it('returns to the splash page when the terms were opened directly', async () => {
    renderAt(['/ts?showReturn=true']);
    fireEvent.click(screen.getByRole('button', { name: 'RETURN' }));
    expect(await screen.findByText('Splash')).toBeTruthy();
  });
});
