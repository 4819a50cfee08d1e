import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { memberLimitKey, memberLimitRules } from './member-limits.ts';

describe('memberLimitRules', () => {
  it('defaults to limits generous for real use', () => {
    const rules = memberLimitRules(loadConfig({ NODE_ENV: 'test' }));
    expect(rules.event).toMatchObject({ points: 30, durationSeconds: 3600 });
    expect(rules.invite).toMatchObject({ points: 60, durationSeconds: 3600 });
    expect(rules.comment).toMatchObject({ points: 30, durationSeconds: 600 });
    expect(rules['chat-message']).toMatchObject({ points: 60, durationSeconds: 60 });
  });

  it('takes each limit from the configuration', () => {
    const rules = memberLimitRules(
      loadConfig({ NODE_ENV: 'test', EVENT_LIMIT_PER_HOUR: '5', CHAT_MESSAGE_LIMIT_PER_MINUTE: '7' }),
    );
    expect(rules.event.points).toBe(5);
    expect(rules['chat-message'].points).toBe(7);
  });

  it('counts per member, and per scope when the rule has one (events: per team)', () => {
    expect(memberLimitKey('m1')).toBe('m1');
    expect(memberLimitKey('m1', 'team-a')).toBe('m1:team-a');
    expect(memberLimitKey('m1', 'team-a')).not.toBe(memberLimitKey('m1', 'team-b'));
  });
});
