import { describe, expect, it } from 'vitest';
import { nextMailKey, runWithEffectKey } from './effect-key.ts';

describe('mail keys of a job', () => {
  it('are the same on a retry of the same job, in the same order', async () => {
    const run = () =>
      runWithEffectKey('events.mail-roster:0190', async () => {
        await Promise.resolve();
        return [nextMailKey('a@example.com'), nextMailKey('B@example.com'), nextMailKey('a@example.com')];
      });
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first).size).toBe(3);
    expect(first[1]).toBe('events.mail-roster:0190:b@example.com:0');
  });

  it('differ between subscribers and events, and are absent outside a job', () => {
    const a = runWithEffectKey('s1:e1', () => nextMailKey('a@example.com'));
    const b = runWithEffectKey('s2:e1', () => nextMailKey('a@example.com'));
    const c = runWithEffectKey('s1:e2', () => nextMailKey('a@example.com'));
    expect(new Set([a, b, c]).size).toBe(3);
    expect(nextMailKey('a@example.com')).toBeUndefined();
  });
});
