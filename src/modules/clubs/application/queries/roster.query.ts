import type { RosterEntryDto } from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { IdentityReadApi, MemberContact } from '../../../identity/index.ts';

interface RosterRow {
  id: string;
  member_id: string;
  is_captain: boolean;
  created_at: Date;
  teams: Array<{ id: string; name: string }>;
}

interface InviteRow {
  id: string;
  channel: 'link' | 'email';
  email: string | null;
  status: string;
  accepted_by: string | null;
  created_at: Date;
}

/** Code-point order, as the query's order by lower(…) had it under the database's C collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The name the roster sorts by; a deleted player's name is empty in identity, so they lead their group. */
const sortName = (contact: MemberContact | undefined, name: 'firstName' | 'lastName') =>
  contact?.active ? contact[name].toLowerCase() : '';

/**
 * GET /api/team/{teamId}/roster, read straight into DTOs in three statements whatever the roster size:
 * the entries with each player's teams (a correlated json_agg, not a query per player), the team's
 * invites, and the players' names and contacts from identity's read API in one batch. Sorted as spec §2
 * says (the viewer, then captains, then first name). Access is checked by the caller.
 *
 * Each entry carries the team's invites that concern the player (sent to their address or accepted by
 * them); an invite is active while it is pending. gameStats are zero until the events module records
 * games.
 */
export async function getRoster(
  em: EntityManager,
  identity: IdentityReadApi,
  teamId: string,
  viewerId: string,
): Promise<RosterEntryDto[]> {
  const rows = await em.execute<RosterRow[]>(
    `select r.id, r.member_id, r.is_captain, r.created_at,
       coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
                 from roster_entry mine join team t on t.id = mine.team_id
                 where mine.member_id = r.member_id), '[]'::json) as teams
     from roster_entry r
     where r.team_id = ?`,
    [teamId],
  );
  // Only invites that can concern a player: accepted by someone, or mailed (matched to addresses below).
  const invites = await em.execute<InviteRow[]>(
    `select id, channel, email, status, accepted_by, created_at from invite
     where team_id = ? and (channel = 'email' or accepted_by is not null)
     order by created_at`,
    [teamId],
  );
  const contacts = await identity.memberContacts(rows.map((row) => row.member_id));

  const concerning = (memberId: string, email: string | null) =>
    invites.filter(
      (invite) =>
        invite.accepted_by === memberId ||
        (invite.channel === 'email' && email !== null && invite.email?.toLowerCase() === email),
    );
  // The viewer, then captains, then the others; by first name, last name and id within each.
  const rank = (row: RosterRow) => (row.member_id === viewerId ? 0 : row.is_captain ? 1 : 2);
  const sorted = [...rows].sort((a, b) => {
    const [contactA, contactB] = [contacts.get(a.member_id), contacts.get(b.member_id)];
    return (
      rank(a) - rank(b) ||
      byText(sortName(contactA, 'firstName'), sortName(contactB, 'firstName')) ||
      byText(sortName(contactA, 'lastName'), sortName(contactB, 'lastName')) ||
      byText(a.member_id, b.member_id)
    );
  });

  return sorted.map((row) => {
    const contact = contacts.get(row.member_id);
    return {
      id: row.id,
      memberId: row.member_id,
      isCaptain: row.is_captain,
      createdAt: new Date(row.created_at).toISOString(),
      member: {
        firstName: contact?.firstName ?? '',
        lastName: contact?.lastName ?? '',
        avatar: contact?.avatar ?? null,
        email: contact?.email ?? '',
        phoneNumber: contact?.phoneNumber ?? null,
        accountStatus: contact?.active === false ? 'deactivated' : 'active',
        gameStats: { games: 0, goals: 0, assists: 0, potm: 0 },
        teams: row.teams,
      },
      invites: concerning(row.member_id, contact?.email ?? null).map((invite) => ({
        id: invite.id,
        email: invite.email ?? '',
        status: invite.status,
        isActive: invite.status === 'pending',
        createdAt: new Date(invite.created_at).toISOString(),
      })),
    };
  });
}
