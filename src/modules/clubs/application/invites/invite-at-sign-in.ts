import { INVITE_MESSAGES } from '../../../../contracts/clubs/invite.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import type { InviteTokenHandler } from '../../../identity/index.ts';
import { type ProcessInviteDeps, processInvite } from './process-invite.handler.ts';

/**
 * Identity's InviteTokenHandler: sign-in with an `inviteToken` applies it. A token that cannot be used
 * refuses the sign-in with a 406 ('Invalid invite team, please try to re-login.'); an incomplete
 * profile or an age under 18 lets the sign-in through with the invite waiting, as the SPA keeps the
 * token and sends it to /api/public/invite/process once the profile is complete (spec §4).
 */
export function inviteAtSignIn(deps: ProcessInviteDeps): InviteTokenHandler {
  return {
    async handle({ memberId, inviteToken }) {
      try {
        await processInvite(deps, memberId, inviteToken);
      } catch (error) {
        if (error instanceof AppError && error.status === 403) return;
        if (error instanceof AppError && error.status < 500)
          throw new AppError(406, [{ message: INVITE_MESSAGES.invalidAtLogin, code: 'InvalidInvite' }]);
        throw error;
      }
    },
  };
}
