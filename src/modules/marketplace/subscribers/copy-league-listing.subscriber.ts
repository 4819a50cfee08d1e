import { defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import { workspaceById } from '../../organizations/index.ts';
import { removeListing, upsertListing } from '../infrastructure/league-listing.store.ts';

/**
 * Keeps the marketplace's copy of each league's registration listing (leagues owns the league; the
 * marketplace lists it in one statement per page, with its own indexes). The city's name is read from
 * organizations when the snapshot is copied. Out-of-order and repeated snapshots change nothing (see
 * the store); only a change of the copy records `marketplace.league-listing-changed`.
 */
export const copyLeagueListing = defineSubscriber({
  name: 'marketplace.copy-league-listing',
  event: 'leagues.registration-listing-changed',
  async handle({ payload, occurredAt }, { em }) {
    if ('removed' in payload) {
      const removed = await removeListing(em, payload.leagueId, occurredAt);
      if (removed) {
        recordEvent(em, 'marketplace.league-listing-changed', {
          leagueId: payload.leagueId,
          organizationId: payload.organizationId,
          workspaceId: removed.workspaceId,
          removed: true,
        });
      }
      return;
    }
    const { listing } = payload;
    const workspace = await workspaceById(em, listing.workspaceId);
    if (await upsertListing(em, listing, workspace?.name ?? '', occurredAt)) {
      recordEvent(em, 'marketplace.league-listing-changed', {
        leagueId: listing.leagueId,
        organizationId: listing.organizationId,
        workspaceId: listing.workspaceId,
        removed: false,
      });
    }
  },
});
