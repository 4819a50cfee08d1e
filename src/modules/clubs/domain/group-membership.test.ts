import { describe, expect, it } from 'vitest';
import {
  assertAdmin,
  assertMayLeave,
  assertMayRemove,
  assertMayViewMembers,
  GroupRuleViolation,
  joinDecision,
  type Membership,
  roleOf,
  toggledAdmin,
  toggledBlock,
} from './group-membership.ts';

const member: Membership = { status: 'active', isAdmin: false, isBlocked: false };
const admin: Membership = { status: 'active', isAdmin: true, isBlocked: false };
const blocked: Membership = { status: 'active', isAdmin: false, isBlocked: true };
const left: Membership = { status: 'left', isAdmin: false, isBlocked: false };

function violation(run: () => unknown): { reason: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof GroupRuleViolation) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('no violation');
}

describe('roleOf', () => {
  it.each([
    [undefined, 'none'],
    [member, 'member'],
    [admin, 'admin'],
    [left, 'none'],
    [blocked, 'blocked'],
    [{ status: 'removed', isAdmin: false, isBlocked: true }, 'blocked'],
  ] as const)('%o is %s', (membership, role) => {
    expect(roleOf(membership)).toBe(role);
  });
});

describe('joining', () => {
  it('inserts a newcomer, brings back one who left, and changes nothing for a member', () => {
    expect(joinDecision(undefined)).toBe('insert');
    expect(joinDecision(left)).toBe('rejoin');
    expect(joinDecision(member)).toBe('already');
    expect(joinDecision(admin)).toBe('already');
  });

  it('keeps a blocked member out', () => {
    expect(violation(() => joinDecision(blocked))).toEqual({
      reason: 'forbidden',
      message: 'You have been blocked from this group.',
    });
  });
});

describe('leaving', () => {
  it('lets a member leave and the last admin only when alone', () => {
    expect(() => assertMayLeave(member, { admins: 1, members: 3 })).not.toThrow();
    expect(() => assertMayLeave(admin, { admins: 2, members: 3 })).not.toThrow();
    expect(() => assertMayLeave(admin, { admins: 1, members: 1 })).not.toThrow();
    expect(violation(() => assertMayLeave(admin, { admins: 1, members: 2 }))).toEqual({
      reason: 'conflict',
      message: 'Make another member an admin before you leave the group.',
    });
  });

  it('answers not-a-member and blocked', () => {
    expect(violation(() => assertMayLeave(undefined, { admins: 1, members: 1 })).reason).toBe('notFound');
    expect(violation(() => assertMayLeave(blocked, { admins: 1, members: 1 })).reason).toBe('forbidden');
  });
});

describe("an admin's actions", () => {
  it('are for admins only, and a blocked member sees OFF LIMITS', () => {
    expect(() => assertAdmin('admin')).not.toThrow();
    expect(violation(() => assertAdmin('member')).message).toBe('Only a group admin can do that.');
    expect(violation(() => assertMayViewMembers('blocked')).message).toBe('OFF LIMITS');
    expect(() => assertMayViewMembers('none')).not.toThrow();
  });

  it('never target the admin themself', () => {
    expect(violation(() => toggledBlock('a', 'a', admin)).message).toBe('You cannot block yourself.');
    expect(violation(() => toggledAdmin('a', 'a', admin)).message).toBe(
      'You cannot remove your own admin role.',
    );
    expect(violation(() => assertMayRemove('a', 'a', admin)).reason).toBe('conflict');
  });

  it('block (dropping the admin role) and unblock', () => {
    expect(toggledBlock('a', 'b', { ...admin })).toEqual({ isBlocked: true, isAdmin: false });
    expect(toggledBlock('a', 'b', blocked)).toEqual({ isBlocked: false, isAdmin: false });
  });

  it('grant and revoke admin, never to a blocked member or someone not in the list', () => {
    expect(toggledAdmin('a', 'b', member)).toBe(true);
    expect(toggledAdmin('a', 'b', admin)).toBe(false);
    expect(violation(() => toggledAdmin('a', 'b', blocked)).message).toBe(
      'A blocked member cannot be an admin.',
    );
    expect(violation(() => toggledAdmin('a', 'b', left)).reason).toBe('notFound');
    expect(violation(() => toggledBlock('a', 'b', undefined)).reason).toBe('notFound');
  });
});
