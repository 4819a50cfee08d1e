import { describe, expect, it } from 'vitest';
import { databaseLabel } from './database-label.ts';

describe('databaseLabel', () => {
  it('names the database, host and port, never the user or password', () => {
    expect(databaseLabel('postgres://app:s3cret@DB.Internal:5433/playfield')).toBe(
      'playfield on db.internal:5433',
    );
    expect(databaseLabel('postgresql://app:s3cret@db.internal/playfield')).toBe(
      'playfield on db.internal:5432',
    );
  });

  it("falls back to PostgreSQL's own defaults and socket directories", () => {
    expect(databaseLabel('postgres://postgres@127.0.0.1')).toBe('postgres on 127.0.0.1:5432');
    expect(databaseLabel('postgres:///playfield?host=/var/run/postgresql')).toBe(
      'playfield on /var/run/postgresql',
    );
  });

  it('drops the credentials of a string it cannot read as a URL', () => {
    expect(databaseLabel('host=db dbname=playfield password=s3cret')).toBe('host=db dbname=playfield');
    expect(databaseLabel('postgres://app:s3cret@/playfield')).toBe('postgres:///playfield');
  });
});
