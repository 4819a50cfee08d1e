import { describe, expect, it } from 'vitest';
import { StartupError } from '../platform/errors/startup-error.ts';
import { explainStartupFailure, publicOriginWarning, startupBanner } from './start-up-report.ts';

describe('publicOriginWarning', () => {
  it('says nothing when PUBLIC_URL is the origin being served', () => {
    expect(publicOriginWarning('http://localhost:4100', 4100)).toBeUndefined();
    expect(publicOriginWarning('http://localhost', 80)).toBeUndefined();
    expect(publicOriginWarning('http://127.0.0.1:4100/', 4100)).toBeUndefined();
  });

  it('warns when a local PUBLIC_URL names another port than the one served', () => {
    const warning = publicOriginWarning('http://localhost:3000', 4100);
    expect(warning).toContain('PUBLIC_URL is http://localhost:3000');
    expect(warning).toContain('port 4100');
    expect(warning).toContain('set it to http://localhost:4100');
    expect(publicOriginWarning('http://app.localhost', 4100)).toContain('http://app.localhost:4100');
  });

  it('leaves a public address behind a proxy alone', () => {
    expect(publicOriginWarning('https://app.playfield.app', 3000)).toBeUndefined();
    expect(publicOriginWarning('http://playfield.example.com', 3000)).toBeUndefined();
    expect(publicOriginWarning('https://localhost', 3000)).toBeUndefined();
  });
});

describe('startupBanner', () => {
  const hosts = {
    aboutHosts: ['about.localhost'],
    operatorHosts: ['play.localhost'],
    redisPrefix: 'playfield-1a2b3c4d',
    redisPrefixFrom: 'embedded database in /home/dev/playfield/.data/postgres',
  };

  it('lists the sites on the served port', () => {
    const banner = startupBanner({
      url: 'http://localhost:4100',
      publicUrl: 'http://localhost:4100',
      ...hosts,
    });
    expect(banner).toContain('App:             http://localhost:4100');
    expect(banner).toContain('Operator site:   http://play.localhost:4100');
    expect(banner).not.toContain('Warning');
    expect(banner).not.toContain('Public address');
  });

  it("names the Redis prefix and, when it is the copy's own, what it comes from", () => {
    const own = startupBanner({ url: 'http://localhost:4100', publicUrl: 'http://localhost:4100', ...hosts });
    expect(own).toContain(
      "Redis prefix:    playfield-1a2b3c4d (this copy's own, from its embedded database in /home/dev/playfield/.data/postgres)",
    );
    const configured = startupBanner({
      url: 'http://localhost:4100',
      publicUrl: 'http://localhost:4100',
      ...hosts,
      redisPrefix: 'shared',
      redisPrefixFrom: undefined,
    });
    expect(configured).toContain('Redis prefix:    shared (REDIS_PREFIX)');
  });

  it('names a public address behind a proxy, without a warning', () => {
    const banner = startupBanner({
      url: 'http://localhost:3000',
      publicUrl: 'https://app.playfield.app',
      ...hosts,
    });
    expect(banner).toContain('Public address:  https://app.playfield.app (PUBLIC_URL, in e-mail links)');
    expect(banner).not.toContain('Warning');
  });

  it('carries the warning when PUBLIC_URL is not the served origin', () => {
    const banner = startupBanner({
      url: 'http://localhost:4100',
      publicUrl: 'http://localhost:3000',
      ...hosts,
    });
    expect(banner).toMatch(/Warning: PUBLIC_URL is http:\/\/localhost:3000/);
  });
});

describe('explainStartupFailure', () => {
  const settings = { port: 4100, databaseUrl: 'postgres://postgres:secret@127.0.0.1:5999/playfield' };

  it('passes on a start-up error that already says what to do, even as a cause', () => {
    const plain = new StartupError('Redis is not answering at redis://127.0.0.1:6379.');
    expect(explainStartupFailure(plain, settings)).toBe(plain.message);
    expect(explainStartupFailure(new Error('wrapped', { cause: plain }), settings)).toBe(plain.message);
  });

  it('names a port already in use', () => {
    const error = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:4100'), {
      code: 'EADDRINUSE',
      syscall: 'listen',
      port: 4100,
    });
    expect(explainStartupFailure(error, settings)).toMatch(/^Port 4100 is already in use .* set PORT/);
  });

  it('names a database that does not answer, without its password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
      code: 'ECONNREFUSED',
      port: 5999,
    });
    const said = explainStartupFailure(new AggregateError([refused], ''), settings);
    expect(said).toBe(
      'PostgreSQL is not answering at 127.0.0.1:5999 (DATABASE_URL). Start it, or unset DATABASE_URL to use the embedded one.',
    );
    expect(said).not.toContain('secret');
  });

  it('falls back to the error message, and to something when there is none', () => {
    expect(explainStartupFailure(new Error('boom'), settings)).toBe('Start-up failed: boom');
    expect(explainStartupFailure(undefined, settings)).toMatch(/^Start-up failed: no reason was given/);
  });
});
