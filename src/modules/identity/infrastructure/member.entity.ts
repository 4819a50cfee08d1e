import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type AuthProvider, GENDERS, type MemberProfile } from '../../../contracts/identity/index.ts';

/**
 * The member aggregate's root: the account and its profile. Write side only (handlers load, change
 * and flush it in a transaction); pages read members with SQL (application/queries).
 * `version` is the optimistic lock: the member, a second tab and a password reset can all change this
 * row, and a flush that started from a stale copy fails (a 409) instead of silently undoing the other.
 * Table: migrations/Migration20261122020000_identity.ts, version from …20261123000000_member_version.ts.
 */
export const Member = defineEntity({
  name: 'Member',
  tableName: 'member',
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-cased; null once the member is deactivated (which frees the address). */
    email: p.text().strictNullable(),
    emailVerified: p.boolean().default(false),
    passwordHash: p.text().strictNullable(),
    firstName: p.text().default(''),
    lastName: p.text().default(''),
    phoneNumber: p.text().strictNullable(),
    gender: p.enum(GENDERS).strictNullable(),
    /** A calendar date, YYYY-MM-DD. */
    birthday: p.date().strictNullable(),
    location: p.text().strictNullable(),
    street: p.text().strictNullable(),
    state: p.text().strictNullable(),
    zip: p.text().strictNullable(),
    favoriteTeam: p.text().strictNullable(),
    avatar: p.text().strictNullable(),
    role: p.text().$type<MemberProfile['role']>().default('player'),
    status: p.text().$type<'active' | 'deactivated'>().default('active'),
    deactivatedAt: p.datetime().strictNullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version().default(1),
  },
});
export type Member = InferEntity<typeof Member>;

/**
 * A linked OpenID Connect account: part of the member aggregate (the member's ways to sign in), so
 * changes that must see all of them lock the member row first.
 */
export const MemberAuthProvider = defineEntity({
  name: 'MemberAuthProvider',
  tableName: 'member_auth_provider',
  properties: {
    memberId: p.manyToOne(Member).mapToPk().primary().joinColumn('member_id'),
    provider: p.text().$type<AuthProvider>().primary(),
    /** The provider's stable account id (unique per provider). */
    subject: p.text(),
    email: p.text().strictNullable(),
    linkedAt: p.datetime(),
  },
});
export type MemberAuthProvider = InferEntity<typeof MemberAuthProvider>;
