import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { Member } from './member.entity.ts';

// Lookups of the member aggregate for the write side: they return managed entities, so what a
// handler changes is flushed (version-checked) by the unit of work. Pages read with SQL instead
// (application/queries/member-queries.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs: one that cannot be a uuid matches nobody, rather than failing in PostgreSQL. */
export const isUuid = (value: string) => UUID.test(value);

/**
 * The member, or undefined. `lock` takes the row lock (`for update`, inside a transaction) for the
 * rare change that must see the whole aggregate stay put, such as removing a sign-in method.
 */
export async function findMemberById(
  em: EntityManager,
  id: string,
  lock = false,
): Promise<Member | undefined> {
  if (!isUuid(id)) return undefined;
  const member = await em.findOne(
    Member,
    id,
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
  );
  return member ?? undefined;
}

export async function findActiveMemberByEmail(em: EntityManager, email: string): Promise<Member | undefined> {
  return (await em.findOne(Member, { email, status: 'active' })) ?? undefined;
}

export async function emailTaken(em: EntityManager, email: string): Promise<boolean> {
  return (await em.count(Member, { email })) > 0;
}
