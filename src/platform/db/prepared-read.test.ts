import { describe, expect, it, vi } from 'vitest';
import type { EntityManager } from './orm.ts';
import { prepared, preparedRead } from './prepared-read.ts';

const statement = prepared('test.pair', 'select a from t where b = ? and c = any(?::uuid[])');

function fakeEm(inTransaction: boolean) {
  const query = vi.fn(async () => ({ rows: [{ a: 1 }] }));
  const execute = vi.fn(async () => [{ a: 2 }]);
  const logQuery = vi.fn();
  const em = {
    isInTransaction: () => inTransaction,
    execute,
    getConnection: () => ({ getNativeClient: async () => ({ query }) }),
    config: { getLogger: () => ({ logQuery }) },
  } as unknown as EntityManager;
  return { em, query, execute, logQuery };
}

describe('prepared reads', () => {
  it('numbers the placeholders for PostgreSQL', () => {
    expect(statement.text).toBe('select a from t where b = $1 and c = any($2::uuid[])');
  });

  it('sends a named statement with its values apart, and logs it as a statement', async () => {
    const { em, query, execute, logQuery } = fakeEm(false);
    expect(await preparedRead(em, statement, ['x', '{}'])).toEqual([{ a: 1 }]);
    expect(query).toHaveBeenCalledWith({ name: 'test.pair', text: statement.text, values: ['x', '{}'] });
    expect(execute).not.toHaveBeenCalled();
    expect(logQuery).toHaveBeenCalledWith(expect.objectContaining({ query: statement.text }));
  });

  it('reads through the transaction inside one', async () => {
    const { em, query, execute } = fakeEm(true);
    expect(await preparedRead(em, statement, ['x', '{}'])).toEqual([{ a: 2 }]);
    expect(execute).toHaveBeenCalledWith(statement.sql, ['x', '{}']);
    expect(query).not.toHaveBeenCalled();
  });
});
