import { memberTeamRoles } from '../modules/clubs/index.ts';
import { nextTeamEvent } from '../modules/events/index.ts';
import { memberIdsByEmail } from '../modules/identity/index.ts';
import { addSubOffer, addSubRequest, teamHasSubRequest } from '../modules/marketplace/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_MEMBERS } from './demo-data.ts';

// One open sub request in the demo (issue 20): Maya, captain of the Austin Armadillos, needs a defender
// for their next game, listed in Austin's Subs tab through the marketplace's own write path. Two Eastside
// Eagles offer, so Maya's event page shows each one's note and reliability (from their games: Kenji
// played one and said no to another, Tariq played two). Members, the team and its next game come from
// identity's, clubs' and events' read APIs.

export const DEMO_SUB_REQUEST = {
  team: 'Austin Armadillos',
  captain: 'maya',
  workspaceId: 1,
  needed: 1,
  positions: ['defender'] as const,
  level: 'intermediate' as const,
  feeShare: { amountCents: 800, currency: 'USD' as const },
  note: 'Our centre-back is away. Friendly game, bring a dark shirt.',
  offers: [
    { member: 'kenji', note: 'Free agent, happy at centre-back.' },
    { member: 'tariq', note: 'Can play defender or wing.' },
  ],
};

/** Once (while the team has never asked for subs), and only on the demo data set. */
export async function seedDemoSubs(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-subs'))");
    const { team: teamName, captain, offers, ...input } = DEMO_SUB_REQUEST;
    const emails = new Map(DEMO_MEMBERS.map((member) => [member.key, member.email]));
    const keys = [captain, ...offers.map((offer) => offer.member)];
    const ids = await memberIdsByEmail(
      tx,
      keys.map((key) => emails.get(key) ?? ''),
    );
    const idOf = (key: string) => ids.get(emails.get(key) ?? '');
    const captainId = idOf(captain);
    if (!captainId) return; // not the demo data set: leave it alone
    const team = (await memberTeamRoles(tx, captainId)).find(
      (role) => role.isCaptain && role.team.name === teamName,
    )?.team;
    if (!team || (await teamHasSubRequest(tx, team.id))) return;
    const at = new Date();
    const game = await nextTeamEvent(tx, team.id, new Date(at.getTime() + 2 * 3_600_000));
    if (!game) return;
    const requestId = await addSubRequest(tx, {
      memberId: captainId,
      input: { ...input, positions: [...input.positions], eventId: game.id, eventKind: 'team_event' },
      at,
    });
    for (const offer of offers) {
      const memberId = idOf(offer.member);
      if (memberId) await addSubOffer(tx, { requestId, memberId, note: offer.note, at });
    }
  });
}
