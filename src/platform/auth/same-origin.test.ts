import { describe, expect, it } from 'vitest';
import { comesFromOwnPages } from './same-origin.ts';

const publicUrl = 'https://play.example.com/';

describe('comesFromOwnPages', () => {
  it('takes a request whose Origin, or else Referer, is the app', () => {
    expect(comesFromOwnPages({ origin: 'https://play.example.com' }, publicUrl)).toBe(true);
    expect(comesFromOwnPages({ referer: 'https://play.example.com/test-checkout/cs_1' }, publicUrl)).toBe(
      true,
    );
  });

  it('refuses another site, a request naming no page, and a malformed Referer', () => {
    expect(comesFromOwnPages({ origin: 'https://evil.example' }, publicUrl)).toBe(false);
    expect(comesFromOwnPages({ referer: 'https://evil.example/x' }, publicUrl)).toBe(false);
    expect(comesFromOwnPages({ 'sec-fetch-site': 'cross-site', referer: publicUrl }, publicUrl)).toBe(false);
    expect(comesFromOwnPages({}, publicUrl)).toBe(false);
    expect(comesFromOwnPages({ referer: 'not a url' }, publicUrl)).toBe(false);
  });
});
