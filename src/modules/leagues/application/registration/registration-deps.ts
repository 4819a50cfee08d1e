import { currentWaiver, isMemberWaiverOutstanding } from '../../../organizations/index.ts';
import type { PaymentCheckouts } from '../../../payments/index.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

/** The organization's current waiver a member still has to sign, if any (organizations' read API). */
export interface WaiverCheck {
  outstandingWaiver(
    em: LeaguesDeps['em'],
    organizationId: number,
    memberId: string,
  ): Promise<{ id: string; name: string } | null>;
}

/** Organizations' waivers: the current version, when the member has not signed it (spec §4). */
export const organizationWaivers: WaiverCheck = {
  async outstandingWaiver(em, organizationId, memberId) {
    if (!(await isMemberWaiverOutstanding(em, memberId, organizationId))) return null;
    const waiver = await currentWaiver(em, organizationId);
    return waiver ? { id: waiver.id, name: waiver.name } : null;
  },
};

/** What registration needs beyond the leagues deps: the payments port, the app's address, waivers. */
export interface RegistrationDeps extends LeaguesDeps {
  checkouts: PaymentCheckouts;
  /** The app's public address, for the checkout's return links. */
  publicUrl: string;
  waivers: WaiverCheck;
}
