import { describe, expect, it } from 'vitest';
import { countsPerMember } from './counts-per-member.ts';
import type { EntityManager } from './orm.ts';

const A = '0b6a3f4e-5c1d-4f6a-9b2e-1a2b3c4d5e6f';
const B = '7c9d8e1f-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

function recordingEm(rows: Array<{ member_id: string; count: string | number }>) {
  const calls: Array<{ sql: string; params: unknown[] }> = [];
  const em = {
    execute: async (sql: string, params: unknown[]) => {
      calls.push({ sql, params });
      return rows;
    },
  } as unknown as EntityManager;
  return { em, calls };
}

describe('countsPerMember', () => {
  it('sends the distinct uuids as the first parameter, then the rest, and maps the counts as numbers', async () => {
    const { em, calls } = recordingEm([{ member_id: A, count: '3' }]);
    const since = new Date('2026-01-01T00:00:00Z');
    const counts = await countsPerMember(em, [A, B, A, 'not-a-uuid'], 'select …', [since]);
    expect(calls).toEqual([{ sql: 'select …', params: [`{${A},${B}}`, since] }]);
    expect(counts).toEqual(new Map([[A, 3]]));
  });

  it('runs no statement when no member id is a uuid', async () => {
    const { em, calls } = recordingEm([]);
    expect(await countsPerMember(em, ['', "'; drop table x; --"], 'select …')).toEqual(new Map());
    expect(calls).toEqual([]);
  });
});
