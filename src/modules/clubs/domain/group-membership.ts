import { PICKUP_GROUP_MESSAGES as M } from '../../../contracts/clubs/pickup-group.ts';

// The rules of a pickup group's member list (spec §4 toggles, §6 roles), as plain TypeScript.

export interface Membership {
  status: 'active' | 'left' | 'removed';
  isAdmin: boolean;
  isBlocked: boolean;
}

/** What someone is to a group: a blocked member is neither member nor admin, whatever the row says. */
export type GroupRole = 'none' | 'member' | 'admin' | 'blocked';

export function roleOf(membership: Membership | undefined): GroupRole {
  if (!membership) return 'none';
  if (membership.isBlocked) return 'blocked';
  if (membership.status !== 'active') return 'none';
  return membership.isAdmin ? 'admin' : 'member';
}

/** Why a rule said no: `forbidden` (not theirs to do), `conflict` (not now), `notFound` (no such member). */
export class GroupRuleViolation extends Error {
  readonly reason: 'forbidden' | 'conflict' | 'notFound';
  constructor(reason: 'forbidden' | 'conflict' | 'notFound', message: string) {
    super(message);
    this.name = 'GroupRuleViolation';
    this.reason = reason;
  }
}

const forbidden = (message: string) => new GroupRuleViolation('forbidden', message);
const conflict = (message: string) => new GroupRuleViolation('conflict', message);

/** Only admins edit, deactivate, remove, block and toggle admins; a blocked member does nothing. */
export function assertAdmin(role: GroupRole): void {
  if (role === 'blocked') throw forbidden(M.blocked);
  if (role !== 'admin') throw forbidden(M.adminOnly);
}

/** A blocked member sees 'OFF LIMITS' instead of the list (spec §2, §6). */
export function assertMayViewMembers(role: GroupRole): void {
  if (role === 'blocked') throw forbidden(M.offLimits);
}

/** Joining: a blocked member cannot rejoin; joining twice changes nothing. */
export function joinDecision(membership: Membership | undefined): 'insert' | 'rejoin' | 'already' {
  const role = roleOf(membership);
  if (role === 'blocked') throw forbidden(M.blocked);
  if (role === 'member' || role === 'admin') return 'already';
  return membership ? 'rejoin' : 'insert';
}

/** Any member may leave; the last admin may not while others remain (the group would have none). */
export function assertMayLeave(
  membership: Membership | undefined,
  counts: { admins: number; members: number },
): void {
  const role = roleOf(membership);
  if (role === 'blocked') throw forbidden(M.blocked);
  if (role === 'none') throw new GroupRuleViolation('notFound', M.notMember);
  if (role === 'admin' && counts.admins <= 1 && counts.members > 1) throw conflict(M.soleAdmin);
}

/** The admin's action on another member: the target must be in the list, and never the admin. */
function assertTarget(
  actorId: string,
  targetId: string,
  target: Membership | undefined,
  selfMessage: string,
): asserts target is Membership {
  if (actorId === targetId) throw conflict(selfMessage);
  if (!target || (target.status !== 'active' && !target.isBlocked))
    throw new GroupRuleViolation('notFound', M.memberNotFound);
}

export function assertMayRemove(actorId: string, targetId: string, target: Membership | undefined): void {
  assertTarget(actorId, targetId, target, M.removeSelf);
}

/** Blocking flips the flag; a blocked member loses the admin role (an admin cannot block self). */
export function toggledBlock(
  actorId: string,
  targetId: string,
  target: Membership | undefined,
): { isBlocked: boolean; isAdmin: boolean } {
  assertTarget(actorId, targetId, target, M.blockSelf);
  return target.isBlocked ? { isBlocked: false, isAdmin: false } : { isBlocked: true, isAdmin: false };
}

/** Granting or revoking admin; never one's own role, never a blocked member. */
export function toggledAdmin(actorId: string, targetId: string, target: Membership | undefined): boolean {
  assertTarget(actorId, targetId, target, M.unadminSelf);
  if (target.isBlocked || target.status !== 'active') throw conflict(M.blockedAdmin);
  return !target.isAdmin;
}
