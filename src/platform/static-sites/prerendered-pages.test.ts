import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from './prerendered-pages.ts';

const dist = mkdtempSync(join(tmpdir(), 'prerendered-pages-'));
mkdirSync(join(dist, 'prerendered'));
writeFileSync(
  join(dist, 'prerendered', 'manifest.json'),
  JSON.stringify({
    pages: [
      { file: 'prerendered/splash.html', path: '^/$', required: [], optional: [] },
      {
        file: 'prerendered/reset-password-link.html',
        path: '^/reset-password/?$',
        required: ['resetToken'],
        optional: ['returnTo'],
      },
      { file: 'prerendered/reset-password.html', path: '^/reset-password/?$', required: [], optional: [] },
      { file: 'prerendered/team.html', path: '^/team/[^/]+/?$', required: [], optional: ['inviteToken'] },
    ],
  }),
);
const pick = prerenderedPages(dist);
const query = (search: string) => new URLSearchParams(search);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('prerenderedPages', () => {
  it('answers a landing path with its page', () => {
    expect(pick('/', query(''))).toBe(join(dist, 'prerendered/splash.html'));
    expect(pick('/team/42', query('inviteToken=abc'))).toBe(join(dist, 'prerendered/team.html'));
    expect(pick('/team/42', query(''))).toBe(join(dist, 'prerendered/team.html'));
  });

  it('picks the variant the query asks for: a reset link, or the request form', () => {
    expect(pick('/reset-password', query('resetToken=t&returnTo=%2Fevents'))).toBe(
      join(dist, 'prerendered/reset-password-link.html'),
    );
    expect(pick('/reset-password', query(''))).toBe(join(dist, 'prerendered/reset-password.html'));
    // An empty token is no link: the page shows the request form, which is not what was prerendered.
    expect(pick('/reset-password', query('resetToken='))).toBeUndefined();
  });

  it('answers nothing for another path or a query key the page was not rendered for', () => {
    expect(pick('/team/42/roster', query(''))).toBeUndefined();
    expect(pick('/login', query(''))).toBeUndefined();
    expect(pick('/', query('type=dm'))).toBeUndefined();
    expect(pick('/team/42', query('inviteToken=abc&rsvpStatus=in'))).toBeUndefined();
  });

  it('answers nothing when the build has no prerendered pages', () => {
    expect(prerenderedPages(join(dist, 'missing'))('/', query(''))).toBeUndefined();
  });
});
