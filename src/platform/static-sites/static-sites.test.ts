import { describe, expect, it } from 'vitest';
import { siteForHost, siteLinkTarget } from './static-sites.ts';

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

describe('siteLinkTarget', () => {
  const settings = { ...hosts, publicUrl: 'http://localhost:4100' };
  const fromOperator = { protocol: 'http', host: 'play.localhost:4100' };

  it('sends links into the app to the running PUBLIC_URL', () => {
    expect(siteLinkTarget('/go/app/create-account', settings, fromOperator)).toBe(
      'http://localhost:4100/create-account',
    );
    expect(siteLinkTarget('/go/app', settings, fromOperator)).toBe('http://localhost:4100/');
    expect(siteLinkTarget('/go/app/onboard?ref=footer', settings, fromOperator)).toBe(
      'http://localhost:4100/onboard?ref=footer',
    );
  });

  it('keeps the base path of an app mounted under one', () => {
    const mounted = { ...settings, publicUrl: 'https://example.com/playfield/' };
    expect(siteLinkTarget('/go/app/login', mounted, fromOperator)).toBe(
      'https://example.com/playfield/login',
    );
  });

  it('sends links to the other site to its first host, on the scheme and port this one was reached by', () => {
    expect(siteLinkTarget('/go/about/privacy/', settings, fromOperator)).toBe(
      'http://about.localhost:4100/privacy/',
    );
    expect(
      siteLinkTarget('/go/operator/book-demo/', settings, { protocol: 'https', host: 'about.playfield.app' }),
    ).toBe('https://play.localhost/book-demo/');
  });

  it('never leaves our origins, whatever the path holds', () => {
    for (const path of [
      '/go/app//evil.example/x',
      '/go/app/..%2F..%2Fevil',
      '/go/app/@evil.example',
      '/go/app/\\evil',
    ]) {
      expect(new URL(siteLinkTarget(path, settings, fromOperator) ?? '').origin, path).toBe(
        'http://localhost:4100',
      );
    }
  });

  it('knows nothing of other targets', () => {
    expect(siteLinkTarget('/go/elsewhere/x', settings, fromOperator)).toBeUndefined();
    expect(siteLinkTarget('/going/app', settings, fromOperator)).toBeUndefined();
    expect(siteLinkTarget('/go/about/', { ...settings, aboutHosts: [] }, fromOperator)).toBeUndefined();
  });
});
