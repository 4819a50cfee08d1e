import type { RosterEntryDto } from '../../../../contracts/clubs/index.ts';
import { DELETED_PLAYER_NAME } from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';

interface RosterRow {
  id: string;
  member_id: string;
  is_captain: boolean;
  created_at: Date;
  first_name: string;
  last_name: string;
  avatar: string | null;
  email: string | null;
  phone_number: string | null;
  status: 'active' | 'deactivated';
  teams: Array<{ id: string; name: string }>;
  invites: Array<{ id: string; email: string | null; status: string; created_at: string }>;
}

/**
 * GET /api/team/{teamId}/roster, read straight into DTOs in ONE statement whatever the roster size:
 * each player's teams come from a correlated json_agg, not a query per player. Sorted as spec §2 says
 * (the viewer, then captains, then first name). Access is checked by the caller.
 *
 * Each entry carries the team's invites that concern the player (sent to their address or accepted by
 * them); an invite is active while it is pending. gameStats are zero until the events module records
 * games.
 */
export async function getRoster(
  em: EntityManager,
  teamId: string,
  viewerId: string,
): Promise<RosterEntryDto[]> {
  const rows = await em.execute<RosterRow[]>(
    `select r.id, r.member_id, r.is_captain, r.created_at,
       m.first_name, m.last_name, m.avatar, m.email, m.phone_number, m.status,
       coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
                 from roster_entry mine join team t on t.id = mine.team_id
                 where mine.member_id = r.member_id), '[]'::json) as teams,
       coalesce((select json_agg(json_build_object('id', i.id, 'email', i.email, 'status', i.status,
                   'created_at', i.created_at) order by i.created_at)
                 from invite i
                 where i.team_id = r.team_id
                   and (i.accepted_by = r.member_id or (i.channel = 'email' and lower(i.email) = m.email))),
                '[]'::json) as invites
     from roster_entry r join member m on m.id = r.member_id
     where r.team_id = ?
     order by (r.member_id = ?) desc, r.is_captain desc, lower(m.first_name), lower(m.last_name), r.member_id`,
    [teamId, viewerId],
  );
  return rows.map((row) => {
    const deleted = row.status === 'deactivated';
    return {
      id: row.id,
      memberId: row.member_id,
      isCaptain: row.is_captain,
      createdAt: new Date(row.created_at).toISOString(),
      member: {
        firstName: deleted ? DELETED_PLAYER_NAME : row.first_name,
        lastName: deleted ? '' : row.last_name,
        avatar: deleted ? null : row.avatar,
        email: row.email ?? '',
        phoneNumber: deleted ? null : row.phone_number,
        accountStatus: row.status,
        gameStats: { games: 0, goals: 0, assists: 0, potm: 0 },
        teams: row.teams,
      },
      invites: row.invites.map((invite) => ({
        id: invite.id,
        email: invite.email ?? '',
        status: invite.status,
        isActive: invite.status === 'pending',
        createdAt: new Date(invite.created_at).toISOString(),
      })),
    };
  });
}
