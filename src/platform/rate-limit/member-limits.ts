import type { Redis } from 'ioredis';
import type { Config } from '../config/config.ts';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limiter.ts';

// Per-member limits on the writes that reach other members (a team's events and their e-mails, invites,
// comments, chat lines): generous for real use, so a scanner or a stuck script cannot mail a roster a
// thousand times. The counters are in Redis, shared by every API process; over the limit a request is a
// 429 with Retry-After.

export type MemberAction = 'event' | 'invite' | 'comment' | 'chat-message';

export const MEMBER_LIMIT_MESSAGES: Record<MemberAction, string> = {
  event: 'Too many events created. Please try again later.',
  invite: 'Too many invites sent. Please try again later.',
  comment: 'Too many comments. Please try again later.',
  'chat-message': 'Too many messages. Please slow down and try again in a moment.',
};

type LimitSettings = Pick<
  Config,
  | 'EVENT_LIMIT_PER_HOUR'
  | 'INVITE_LIMIT_PER_HOUR'
  | 'COMMENT_LIMIT_PER_10_MINUTES'
  | 'CHAT_MESSAGE_LIMIT_PER_MINUTE'
>;

/** Each action's rule: events per member per team an hour, invites an hour, comments per 10 minutes, chat a minute. */
export function memberLimitRules(config: LimitSettings): Record<MemberAction, RateLimitRule> {
  return {
    event: { name: 'member-events', points: config.EVENT_LIMIT_PER_HOUR, durationSeconds: 3600 },
    invite: { name: 'member-invites', points: config.INVITE_LIMIT_PER_HOUR, durationSeconds: 3600 },
    comment: { name: 'member-comments', points: config.COMMENT_LIMIT_PER_10_MINUTES, durationSeconds: 600 },
    'chat-message': {
      name: 'member-chat',
      points: config.CHAT_MESSAGE_LIMIT_PER_MINUTE,
      durationSeconds: 60,
    },
  };
}

export interface MemberLimits {
  /**
   * Counts `points` (default 1) of `action` for the member, within `scope` when the rule is per something
   * (events: per team); throws the 429 once the rule is exceeded.
   */
  consume(
    action: MemberAction,
    memberId: string,
    options?: { scope?: string; points?: number },
  ): Promise<void>;
}

/** Key of a member's counter: the member, and the scope when there is one. */
export const memberLimitKey = (memberId: string, scope?: string) =>
  scope ? `${memberId}:${scope}` : memberId;

export function createMemberLimits(redis: Redis, prefix: string, config: LimitSettings): MemberLimits {
  const rules = memberLimitRules(config);
  const limiters = new Map<MemberAction, RateLimiter>();
  for (const action of Object.keys(rules) as MemberAction[])
    limiters.set(action, createRateLimiter(redis, prefix, rules[action], MEMBER_LIMIT_MESSAGES[action]));
  return {
    async consume(action, memberId, options = {}) {
      await limiters.get(action)!.consume(memberLimitKey(memberId, options.scope), options.points ?? 1);
    },
  };
}

/** Where modules find the member limits (bound once by the composition root). */
export const MEMBER_LIMITS = Symbol.for('platform.MemberLimits');
