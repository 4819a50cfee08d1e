import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each(['/events', '/team/7?tab=roster', '/settings/'])('keeps the same-site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'events',
    '',
    '/a\nb',
    undefined,
    42,
    ['/x'],
  ])('replaces %o with the fallback', (value) => {
    expect(safeReturnPath(value, '/home')).toBe('/home');
  });
});
