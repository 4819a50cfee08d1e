import { describe, expect, it } from 'vitest';
import { siteForHost } from './static-sites.ts';

const hosts = { aboutHosts: ['about.localhost', 'about.playfield.app'], operatorHosts: ['play.localhost'] };

describe('siteForHost', () => {
  it('serves the about site to about hosts, ignoring case and port', () => {
    expect(siteForHost('About.Playfield.app', hosts)).toBe('about');
    expect(siteForHost('about.localhost:3000', hosts)).toBe('about');
  });

  it('serves the operator site to operator hosts', () => {
    expect(siteForHost('play.localhost', hosts)).toBe('operator');
  });

  it('serves the app to every other host', () => {
    expect(siteForHost('localhost', hosts)).toBe('app');
    expect(siteForHost('127.0.0.1', hosts)).toBe('app');
  });
});
