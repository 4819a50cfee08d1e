import { describe, expect, it } from 'vitest';
import { parseLivePage } from './live-pages.ts';

describe('a built page’s live regions', () => {
  it('splits a page at its regions, keeping each fallback', () => {
    const html =
      '<h1>A</h1><!--live:open-leagues austin--><p>fallback</p><!--/live:open-leagues--><p>mid</p><!--live:other x-->y<!--/live:other--><footer>';
    expect(parseLivePage(html)).toEqual([
      '<h1>A</h1>',
      { name: 'open-leagues', arg: 'austin', fallback: '<p>fallback</p>' },
      '<p>mid</p>',
      { name: 'other', arg: 'x', fallback: 'y' },
      '<footer>',
    ]);
  });

  it('has none for a page without a region, or with an unclosed or mismatched one', () => {
    expect(parseLivePage('<h1>plain</h1>')).toBeUndefined();
    expect(parseLivePage('<!--live:open-leagues austin--><p>never closed</p>')).toBeUndefined();
    expect(parseLivePage('<!--live:open-leagues austin-->x<!--/live:other-->')).toBeUndefined();
  });
});
