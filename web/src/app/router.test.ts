import { describe, expect, it } from 'vitest';
import { preloadRoute } from './router';

describe('preloadRoute', () => {
  it('loads the page module of a lazy route before React asks for it', async () => {
    const module = (await preloadRoute('/create-account')) as Record<string, unknown>;
    expect(typeof module.CreateAccountPage).toBe('function');
    const team = (await preloadRoute('/team/7')) as Record<string, unknown>;
    expect(typeof team.TeamPage).toBe('function');
  });

  it('does nothing for a page in the entry chunk', async () => {
    expect(await preloadRoute('/')).toBeUndefined();
  });
});
