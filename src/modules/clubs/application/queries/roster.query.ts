import { type RosterEntryDto, TEAM_MESSAGES } from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import type { IdentityReadApi, MemberContact } from '../../../identity/index.ts';
import { isUuid } from '../../domain/ids.ts';

interface RosterRow {
  id: string;
  member_id: string;
  is_captain: boolean;
  created_at: string;
  teams: Array<{ id: string; name: string }>;
}

interface InviteRow {
  id: string;
  channel: 'link' | 'email';
  email: string | null;
  status: string;
  accepted_by: string | null;
  created_at: string;
}

/** Code-point order, as the query's order by lower(…) had it under the database's C collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The name the roster sorts by; a deleted player's name is empty in identity, so they lead their group. */
const sortName = (contact: MemberContact | undefined, name: 'firstName' | 'lastName') =>
  contact?.active ? contact[name].toLowerCase() : '';

// The roster page's own statement: sent prepared.
const ROSTER = prepared(
  'clubs.roster',
  `select
       case when viewer.on_roster then (
         select coalesce(json_agg(json_build_object('id', r.id, 'member_id', r.member_id,
           'is_captain', r.is_captain, 'created_at', r.created_at,
           'teams', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
                              from roster_entry mine join team t on t.id = mine.team_id
                              where mine.member_id = r.member_id), '[]'::json))), '[]'::json)
         from roster_entry r where r.team_id = team.id) end as entries,
       -- Only invites that can concern a player: accepted by someone, or mailed (matched to addresses below).
       case when viewer.on_roster then (
         select coalesce(json_agg(json_build_object('id', i.id, 'channel', i.channel, 'email', i.email,
           'status', i.status, 'accepted_by', i.accepted_by, 'created_at', i.created_at) order by i.created_at), '[]'::json)
         from invite i where i.team_id = team.id and (i.channel = 'email' or i.accepted_by is not null)) end as invites
     from team, lateral (
       select exists (select 1 from roster_entry v where v.team_id = team.id and v.member_id = ?) as on_roster
     ) viewer
     where team.id = ?`,
);

/**
 * GET /api/team/{teamId}/roster, read straight into DTOs in two statements whatever the roster size:
 * ONE of clubs' own (whether the viewer is on the team, and only then the entries with each player's
 * teams, a correlated json_agg rather than a query per player, and the team's invites), then the
 * players' names and contacts from identity's read API in one batch. 404 for no such team, 403 for a
 * viewer off the roster. Sorted as spec §2 says (the viewer, then captains, then first name).
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
  if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound);
  const [team] = await preparedRead<{ entries: RosterRow[] | null; invites: InviteRow[] | null }>(
    em,
    ROSTER,
    [isUuid(viewerId) ? viewerId : null, teamId],
  );
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  // The entries and invites are read only for a viewer on the roster.
  if (team.entries === null || team.invites === null) throw forbidden(TEAM_MESSAGES.membersOnly);
  const { entries: rows, invites } = team;
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
