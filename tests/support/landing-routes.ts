import { linkIn, mailsSoFar, waitForMail } from './mail-files.ts';

// The routes a new visitor can land on from an e-mail or the marketing sites (issue 15), made real on
// a running server: the splash, sign-up, the verification link, the invite links of a team and of a
// pickup group (`/team/{id}?inviteToken=…`, `/pickup-group/{id}?inviteToken=…`, where invites land),
// and a password-reset link (which signs the member in). Each path is asked for once per page load: a
// reset link works once. Without the server's mail folder the two e-mailed links cannot be read: the
// pages are then loaded as a link that is not valid (the same code; the reset page then stays signed out).

export interface LandingRoute {
  /** What the route is, for reports: `/`, `/verify`, `team invite`. */
  name: string;
  /** A path to load (with its query), fresh for each load where the link is single-use. */
  path(): Promise<string>;
}

const password = 'Landing#2026';
/** A 1×1 PNG: the server re-encodes whatever image it is given. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function call<T>(
  origin: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('X-Session-Transport', 'bearer');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${origin}/api${path}`, { ...init, headers });
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}`);
  return body?.data as T;
}

/** A member signed up through the API, with a complete profile; their access token. */
async function signUp(origin: string, email: string): Promise<string> {
  const { accessToken } = await call<{ accessToken: string }>(origin, '/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Landing',
      lastName: 'Visitor',
      email,
      phone: '(512) 555-0142',
      zipCode: '78701',
      birthday: '1992-03-14',
      gender: 'FEMALE',
      location: 'Austin, TX',
      password,
      confirmPassword: password,
    }),
  });
  return accessToken;
}

/** Sets up what the links need (a captain, a team, a pickup group, a visitor's mails) on `origin`. */
export async function landingRoutes(origin: string, mailDir?: string): Promise<LandingRoute[]> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const captain = await signUp(origin, `landing.captain.${stamp}@example.com`);
  const team = await call<{ team: { id: string } }>(origin, '/team', {
    method: 'POST',
    token: captain,
    body: JSON.stringify({
      name: `Landing Lions ${stamp}`,
      abbreviation: 'LL',
      established: 2020,
      location: 'Austin, TX',
      zip: '78701',
      jerseyColor: '#6A1B9A',
    }),
  });
  const group = new FormData();
  for (const [field, value] of Object.entries({
    name: `Landing Pickup ${stamp}`,
    acronym: 'LP',
    established: '2021',
    location: 'Austin, TX',
    timezone: 'US/Central',
  }))
    group.set(field, value);
  group.set('banner', new Blob([png], { type: 'image/png' }), 'banner.png');
  group.set('badge', new Blob([png], { type: 'image/png' }), 'badge.png');
  const pickupGroup = await call<{ id: string }>(origin, '/pickup-group', {
    method: 'POST',
    token: captain,
    body: group,
  });
  const teamInvite = await call<{ url: string }>(origin, '/invite', {
    method: 'POST',
    token: captain,
    headers: { invite_type: 'member' },
    body: JSON.stringify({ teamId: team.team.id, type: 'as_roster' }),
  });
  const groupInvite = await call<{ url: string }>(origin, '/invite', {
    method: 'POST',
    token: captain,
    headers: { invite_type: 'pickupGroup' },
    body: JSON.stringify({ pickupGroupId: pickupGroup.id, type: 'as_pickupGrpMember' }),
  });

  const pathOf = (url: URL | string) => {
    const link = new URL(url);
    return `${link.pathname}${link.search}`;
  };
  const fixed = (name: string, path: string): LandingRoute => ({ name, path: async () => path });
  const routes = [
    fixed('/', '/'),
    fixed('/create-account', '/create-account'),
    fixed('team invite', pathOf(teamInvite.url)),
    fixed('pickup group invite', pathOf(groupInvite.url)),
  ];
  if (!mailDir) {
    return [
      ...routes,
      fixed('/verify (link not valid)', `/verify?email=landing%40example.com&verificationToken=${stamp}`),
      fixed('/reset-password (link not valid)', `/reset-password?resetToken=${stamp}`),
    ];
  }

  // A visitor who signed up on another device: their verification mail, then a reset link per load.
  const visitor = `landing.visitor.${stamp}@example.com`;
  await signUp(origin, visitor);
  const verification = await waitForMail(mailDir, visitor, { subject: /verify/i, timeoutMs: 30_000 });
  return [
    ...routes,
    fixed('/verify', pathOf(linkIn(verification, '/verify'))),
    {
      name: '/reset-password',
      async path() {
        const before = await mailsSoFar(mailDir, visitor);
        await call(origin, '/auth/recover-password', {
          method: 'POST',
          body: JSON.stringify({ email: visitor }),
        });
        const mail = await waitForMail(mailDir, visitor, { subject: /password/i, after: before });
        return pathOf(linkIn(mail, '/reset-password'));
      },
    },
  ];
}
