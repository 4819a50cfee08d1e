// The floor `npm run bench:api` measures the app against: what a read costs with nothing but the
// platform. Plain Express, jose and pg: the same HS256 access-token check as the app (secret, issuer,
// audience, required claims), then ONE select per endpoint, answered as `{ data }` JSON. No modules, no
// session lookup, no validation, no ORM, no logging, no security headers. Paths are the app's, so the
// benchmark sends both servers the same requests.
//
// Started by scripts/bench-api.ts with DATABASE_URL, JWT_SECRET, PUBLIC_URL (the issuer), PORT,
// DATABASE_POOL_MAX. Not part of the product.
import express, { type Request, type Response } from 'express';
import { jwtVerify } from 'jose';
import pg from 'pg';

const port = Number(process.env.PORT ?? 4710);
const key = new TextEncoder().encode(process.env.JWT_SECRET ?? '');
const issuer = new URL(process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`).origin;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
});

async function memberOf(req: Request): Promise<string | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const { payload } = await jwtVerify(match[1], key, {
    algorithms: ['HS256'],
    issuer,
    audience: 'playfield-api',
    requiredClaims: ['sub', 'sid', 'exp'],
  });
  return typeof payload.sub === 'string' ? payload.sub : undefined;
}

/** A read: the token checked (401 without one when `member` is required), one select, `{ data }`. */
function read(
  needsMember: boolean,
  select: (req: Request, memberId: string | undefined) => [string, unknown[]],
  shape: (rows: unknown[]) => unknown = (rows) => rows,
) {
  return async (req: Request, res: Response) => {
    let memberId: string | undefined;
    try {
      memberId = await memberOf(req);
    } catch {
      res.status(401).json({ errors: [{ message: 'invalid token' }] });
      return;
    }
    if (needsMember && !memberId) {
      res.status(401).json({ errors: [{ message: 'sign in' }] });
      return;
    }
    const [sql, values] = select(req, memberId);
    try {
      const { rows } = await pool.query(sql, values);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: shape(rows) });
    } catch {
      // A request still in flight when the benchmark stops it (the pool is closing).
      res.status(503).end();
    }
  };
}

const app = express();
app.disable('x-powered-by');
app.set('etag', false);

app.get('/api/health', (_req, res) => {
  res.json({ data: { status: 'ok' } });
});

// The member with the ids and names of their teams.
app.get(
  '/api/member/me',
  read(
    true,
    (_req, memberId) => [
      `select m.id, m.email, m.email_verified, m.first_name, m.last_name, m.phone_number, m.gender,
         m.birthday, m.location, m.street, m.state, m.zip, m.favorite_team, m.avatar, m.role,
         coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                   from roster_entry r join team t on t.id = r.team_id where r.member_id = m.id), '[]') as teams
       from member m where m.id = $1`,
      [memberId],
    ],
    (rows) => rows[0],
  ),
);

// The roster: each entry with the player's contact and the player's teams.
app.get(
  '/api/team/:teamId/roster',
  read(true, (req) => [
    `select r.id, r.member_id, r.is_captain, r.created_at, m.first_name, m.last_name, m.avatar, m.email,
       m.phone_number, m.status,
       coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                 from roster_entry mine join team t on t.id = mine.team_id
                 where mine.member_id = r.member_id), '[]') as teams
     from roster_entry r join member m on m.id = r.member_id
     where r.team_id = $1
     order by r.is_captain desc, lower(m.first_name), lower(m.last_name), r.member_id`,
    [req.params.teamId],
  ]),
);

// A page of a pickup group's member list, with names.
app.get(
  '/api/pickup-common/group/:id/members',
  read(true, (req) => [
    `select g.member_id, g.is_admin, g.is_blocked, m.first_name, m.last_name, m.avatar
     from pickup_group_member g join member m on m.id = g.member_id
     where g.pickup_group_id = $1 and g.status = 'active' and not g.is_blocked
     order by g.is_admin desc, g.joined_at, g.id limit $2`,
    [req.params.id, Number(req.query.limit ?? 10) + 1],
  ]),
);

// The bell: a page, newest first, with the unread count beside each row.
app.get(
  '/api/notification',
  read(true, (req, memberId) => [
    `select id, type, status, text, meta_data, created_at,
       count(*) filter (where status = 'unread') over () as total_unread
     from notification where recipient_id = $1
     order by created_at desc, id desc limit $2`,
    [memberId, Number(req.query.limit ?? 20) + 1],
  ]),
);

// A team chat's newest page, with the sender's name and whether the viewer clapped.
app.get(
  '/api/team-message',
  read(true, (req, memberId) => [
    `select t.id, t.content, t.sender_id, t.created_at, t.clap_count, m.first_name, m.last_name, m.avatar,
       exists (select 1 from team_message_clap c where c.message_id = t.id and c.member_id = $1) as has_clapped
     from team_message t join member m on m.id = t.sender_id
     where t.team_id = $2
     order by t.created_at desc, t.id desc limit 31`,
    [memberId, req.query.teamId],
  ]),
);

// A league table (the first stage), public: the token is checked only when one is sent.
app.get(
  '/api/league-common/:leagueId/standings',
  read(false, (req) => [
    `with stage as (select id from league_stage where league_id = $1 order by position limit 1)
     select s.*, t.name as team_name, t.abbreviation, t.logo
     from stage join league_standing s on s.stage_id = stage.id
     left join league_team t on t.league_id = s.league_id and t.team_id = s.team_id
     order by s.position, t.name`,
    [req.params.leagueId],
  ]),
);

const server = app.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
