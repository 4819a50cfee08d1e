import type { PendingEmailChange } from '../../../../src/contracts/identity/index.ts';
import { useApi } from '../../api/use-api';

export const pendingEmailChangeKey = '/member/email-change';

/** The address a requested e-mail change waits to move to (GET /api/member/email-change). */
export function usePendingEmailChange() {
  return useApi<PendingEmailChange>(pendingEmailChangeKey);
}
