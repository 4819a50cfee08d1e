import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { requestRefund } from '../../../payments/index.ts';
import { hasRegistration, paidSessionsOf, recordListing } from '../../infrastructure/registration.store.ts';

/**
 * A league about to be deleted (its registrations go with it by cascade): every paid registration is
 * refunded, and the marketplace's copy is removed. Run in the deleting transaction, before the delete.
 */
export async function endRegistrationOfDeletedLeague(
  tx: EntityManager,
  leagueId: string,
  organizationId: number,
): Promise<void> {
  if (!(await hasRegistration(tx, leagueId))) return;
  for (const sessionId of await paidSessionsOf(tx, leagueId))
    requestRefund(tx, { sessionId, reason: 'league-deleted' });
  recordEvent(tx, 'leagues.registration-listing-changed', { leagueId, organizationId, removed: true });
}

/** A league's shown facts changed (name, season, slots…): the listing follows, when it has one. */
export async function refreshListing(tx: EntityManager, leagueId: string, now: Date): Promise<void> {
  await tx.flush();
  await recordListing(tx, leagueId, now);
}
