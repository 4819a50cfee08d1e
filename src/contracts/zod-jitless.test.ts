import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zod-jitless', () => {
  it('turns on zod’s jitless mode without importing zod, whichever loads first', async () => {
    // zod is loaded (this file imports it above); the flag lands in the object zod already reads.
    await import('./zod-jitless.ts');
    expect(config().jitless).toBe(true);
    expect((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig).toBe(config());
  });
});
