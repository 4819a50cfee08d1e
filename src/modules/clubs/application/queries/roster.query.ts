import { type RosterEntryDto, TEAM_MESSAGES } from '../../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { SerializedList } from '../../../../platform/http/serialized-list.ts';
import type { IdentityReadApi, MemberContact } from '../../../identity/index.ts';
import { isUuid } from '../../domain/ids.ts';
import type { RosterCache, RosterRead } from '../../infrastructure/roster-cache.ts';

/** Code-point order, as the query's order by lower(…) had it under the database's C collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The name the roster sorts by; a deleted player's name is empty in identity, so they lead their group. */
const sortName = (contact: MemberContact | undefined, name: 'firstName' | 'lastName') =>
  contact?.active ? contact[name].toLowerCase() : '';

// The roster's own statement, sent prepared: the entries with each player's teams (a correlated
// json_agg rather than a query per player) and the invites that can concern a player (accepted by
// someone, or mailed: matched to addresses below); null for no such team.
const ROSTER = prepared(
  'clubs.roster',
  `select
       (select coalesce(json_agg(json_build_object('id', r.id, 'member_id', r.member_id,
           'is_captain', r.is_captain, 'created_at', r.created_at,
           'teams', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
                              from roster_entry mine join team t on t.id = mine.team_id
                              where mine.member_id = r.member_id), '[]'::json))), '[]'::json)
         from roster_entry r where r.team_id = team.id) as entries,
       (select coalesce(json_agg(json_build_object('id', i.id, 'channel', i.channel, 'email', i.email,
           'status', i.status, 'accepted_by', i.accepted_by, 'created_at', i.created_at) order by i.created_at), '[]'::json)
         from invite i where i.team_id = team.id and (i.channel = 'email' or i.accepted_by is not null)) as invites
     from team where team.id = ?`,
);

/** The team's roster rows: remembered (roster-cache.ts), or read in one statement; undefined for no team. */
async function rosterRead(
  em: EntityManager,
  rosters: RosterCache,
  teamId: string,
): Promise<RosterRead | undefined> {
  const remembered = rosters.get(em, teamId);
  if (remembered) return remembered;
  const mark = rosters.mark();
  const [read] = await preparedRead<RosterRead>(em, ROSTER, [teamId]);
  if (read) rosters.set(mark, em, teamId, read);
  return read;
}

/**
 * GET /api/team/{teamId}/roster, read straight into DTOs: clubs' rows of the team (remembered until
 * they change, else ONE statement whatever the roster size) and the players' names and contacts from
 * identity's read API in one batch (remembered likewise). 404 for no such team, 403 for a viewer off
 * the roster. Sorted as spec §2 says (the viewer, then captains, then first name).
 *
 * Each entry carries the team's invites that concern the player (sent to their address or accepted by
 * them); an invite is active while it is pending. gameStats are zero until the events module records
 * games.
 */
export async function getRoster(
  deps: { em: EntityManager; identity: IdentityReadApi; rosters: RosterCache },
  teamId: string,
  viewerId: string,
): Promise<SerializedList<RosterEntryDto>> {
  if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound);
  const team = await rosterRead(deps.em, deps.rosters, teamId);
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  if (!team.entries.some((entry) => entry.member_id === viewerId)) throw forbidden(TEAM_MESSAGES.membersOnly);
  const contacts = await deps.identity.memberContacts(team.entries.map((row) => row.member_id));
  const { memberIds, json } = orderedRoster(team, contacts);
  // The viewer first; the others keep their order (captains, then by name), the same for everyone.
  const viewer = memberIds.indexOf(viewerId);
  return SerializedList.of<RosterEntryDto>([
    json[viewer] as string,
    ...json.filter((_, index) => index !== viewer),
  ]);
}

interface BuiltRoster {
  contacts: Map<string, MemberContact>;
  /** Each entry's player, in roster order. */
  memberIds: string[];
  /** Each entry's JSON, written once: a roster is read far more often than it changes. */
  json: string[];
}

// A roster's entries in order, built once per version of its rows and players: both caches hand back
// the same objects until something changes, so a new rows object or any other player object means
// a change. Weak: gone with the rows the roster cache drops.
const built = new WeakMap<RosterRead, BuiltRoster>();

function orderedRoster(team: RosterRead, contacts: Map<string, MemberContact>): BuiltRoster {
  const memo = built.get(team);
  if (memo && samePlayers(memo.contacts, contacts)) return memo;
  const ordered = buildRoster(team, contacts);
  const fresh = {
    contacts,
    memberIds: ordered.map((entry) => entry.memberId),
    json: ordered.map((entry) => JSON.stringify(entry)),
  };
  built.set(team, fresh);
  return fresh;
}

/** The same player objects for the same ids: identity hands back one object per version of a member. */
function samePlayers(before: Map<string, MemberContact>, now: Map<string, MemberContact>): boolean {
  if (before.size !== now.size) return false;
  for (const [id, contact] of now) if (before.get(id) !== contact) return false;
  return true;
}

/** Captains, then the others; by first name, last name and id within each. */
function buildRoster(
  { entries, invites }: RosterRead,
  contacts: Map<string, MemberContact>,
): RosterEntryDto[] {
  const concerning = (memberId: string, email: string | null) =>
    invites.filter(
      (invite) =>
        invite.accepted_by === memberId ||
        (invite.channel === 'email' && email !== null && invite.email?.toLowerCase() === email),
    );
  // The keys are worked out once per player, not once per comparison.
  const sorted = entries
    .map((row) => {
      const contact = contacts.get(row.member_id);
      return {
        row,
        contact,
        rank: row.is_captain ? 0 : 1,
        first: sortName(contact, 'firstName'),
        last: sortName(contact, 'lastName'),
      };
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        byText(a.first, b.first) ||
        byText(a.last, b.last) ||
        byText(a.row.member_id, b.row.member_id),
    );

  return sorted.map(({ row, contact }) => ({
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
  }));
}
