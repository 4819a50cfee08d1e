import { describe, expect, it } from 'vitest';
import { explainStartFailure } from './embedded-database.ts';

describe("explaining why the embedded PostgreSQL didn't start", () => {
  it('says the data directory is held by another PostgreSQL', () => {
    const said = explainStartFailure(
      'FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster (PID 123) running in data directory "/x"?',
      5500,
      '/repo/.data/postgres',
    );
    expect(said).toContain('/repo/.data/postgres is in use by another PostgreSQL');
    expect(said).toContain('DATA_DIR');
  });

  it('says the port was taken', () => {
    const said = explainStartFailure(
      'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\nFATAL:  could not create any TCP/IP sockets',
      5500,
      '/d',
    );
    expect(said).toContain('127.0.0.1:5500');
  });

  it("passes on PostgreSQL's last fatal words", () => {
    const said = explainStartFailure(
      'LOG: starting\nFATAL:  data directory "/d" has invalid permissions',
      5500,
      '/d',
    );
    expect(said).toBe(
      'The embedded PostgreSQL (data in /d, port 5500) did not start: FATAL:  data directory "/d" has invalid permissions',
    );
  });

  it('still says something when PostgreSQL said nothing', () => {
    expect(explainStartFailure('', 5500, '/d')).toMatch(/did not start: it exited without saying why$/);
  });
});
