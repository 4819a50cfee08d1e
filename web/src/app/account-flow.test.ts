import { describe, expect, it } from 'vitest';
import { isAccountFlowPath } from './account-flow';

describe('account screens reached from an e-mail or a sign-up', () => {
  it('are the verification, reset, e-mail change, auto-login, sign-up and complete-registration pages', () => {
    for (const path of [
      '/create-account',
      '/verify',
      '/verify/',
      '/reset-password',
      '/auto-login',
      '/email-change/confirm',
      '/email-change/cancel',
      '/settings/general',
    ])
      expect(isAccountFlowPath(path)).toBe(true);
    for (const path of ['/', '/team/7', '/settings', '/messages'])
      expect(isAccountFlowPath(path)).toBe(false);
  });
});
