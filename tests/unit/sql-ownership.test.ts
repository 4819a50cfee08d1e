import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { describeBreach, sqlBreaches, tableOwners, tablesNamed } from '../support/sql-ownership.ts';

const root = resolve(import.meta.dirname, '../..');
const fixture = resolve(root, 'tests/fixtures/architecture/sql-ownership');
const modules = readdirSync(resolve(root, 'src/modules'));

// The fixture's two modules: clubs owns team, events owns team_event (see its migrations/).
const fixtureOwners = () =>
  tableOwners(resolve(fixture, 'migrations'), [
    { name: 'Migration1_clubs', owner: 'clubs' },
    { name: 'Migration2_events', owner: 'events' },
  ]);

describe('SQL ownership (a module names only its own tables)', () => {
  it('knows an owner for every table the migrations create, each a module or the platform', () => {
    const owners = tableOwners(resolve(root, 'migrations'), migrations);
    expect(owners.get('member')).toBe('identity');
    expect(owners.get('team')).toBe('clubs');
    expect(owners.get('outbox')).toBe('platform');
    for (const { name, owner } of migrations) {
      expect(['platform', ...modules], `${name}'s owner`).toContain(owner);
    }
  });

  it("holds in every module and in src/composition: none names another owner's table", () => {
    const breaches = sqlBreaches(root, tableOwners(resolve(root, 'migrations'), migrations));
    expect(breaches.map(describeBreach)).toEqual([]);
  });

  it("fails on a module whose SQL names another module's table, saying file, table and owner", () => {
    const breaches = sqlBreaches(resolve(fixture, 'violation'), fixtureOwners());
    const clubsApi = 'events must go through src/modules/clubs/index.ts (its read API or events), not SQL';
    expect(breaches.map(describeBreach)).toEqual([
      `src/modules/events/remember-team.ts:6 names table team, owned by clubs: ${clubsApi}`,
      `src/modules/events/remember-team.ts:14 names table team, owned by clubs: ${clubsApi}`,
      "src/platform/kernel.ts:4 names table team, owned by clubs: the shared kernel must not know a module's tables",
      'src/composition/demo-games.ts:5 names table team_event, owned by events: composition must call src/modules/events/index.ts (a read API or seed function), not SQL',
    ]);
  });

  it('passes a clean module: its own tables, CTEs, aliases, columns, comments and prose', () => {
    expect(sqlBreaches(resolve(fixture, 'clean'), fixtureOwners())).toEqual([]);
  });

  it('reads the tables of joins, comma lists, writes and foreign keys, and nothing else', () => {
    expect(tablesNamed('select t.id from team t, member m join roster_entry r on r.team_id = t.id')).toEqual([
      'team',
      'member',
      'roster_entry',
    ]);
    expect(tablesNamed('insert into team_event (team_id) select id from only public.team')).toEqual([
      'team_event',
      'team',
    ]);
    expect(tablesNamed('update team set name = ? where id = ?')).toEqual(['team']);
    expect(tablesNamed('delete from "team" where id = ?')).toEqual(['team']);
    expect(tablesNamed('create table x (team_id uuid references team (id))')).toEqual(['x', 'team']);
    expect(tablesNamed('with team as (select 1) select * from team')).toEqual([]);
    expect(tablesNamed("select extract(epoch from starts_at), 'from team' from team_event")).toEqual([
      'starts_at',
      'team_event',
    ]);
    expect(tablesNamed('SELECT t.name FROM team t WHERE t.id = $1')).toEqual(['team']);
    expect(tablesNamed('Moved from team to team')).toEqual([]);
    expect(tablesNamed('Select a time from team settings, then where to play')).toEqual([]);
  });
});
