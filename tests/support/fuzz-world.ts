import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { addToRoster, createTeam, insertTeam } from './clubs-factories.ts';
import { insertEvent } from './events-factories.ts';
import { body, createMember, generousLimits, signIn, sql, type TestMember } from './identity-factories.ts';
import {
  AUSTIN_WORKSPACE,
  createLeague,
  generateSchedule,
  makeStaff,
  OPERATOR_ORG,
  registerTeams,
} from './leagues-factories.ts';
import type { KnownIds } from './openapi-arbitraries.ts';
import type { FuzzRequest } from './openapi-requests.ts';
import { insertGame, WEBHOOK_SECRET } from './pickup-factories.ts';
import { insertGroup, insertGroupMember, pngImage } from './pickup-group-factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** What the fuzzer's ids point at; a parameter's name (and for `id`, its path) says which. */
type Kind =
  | 'member'
  | 'team'
  | 'event'
  | 'comment'
  | 'group'
  | 'game'
  | 'session'
  | 'league'
  | 'leagueGame'
  | 'org'
  | 'workspace'
  | 'message'
  | 'calendar';

const KIND_OF_NAME: Record<string, Kind> = {
  member: 'member',
  memberId: 'member',
  receiverId: 'member',
  teamId: 'team',
  eventId: 'event',
  commentId: 'comment',
  pickupGroupId: 'group',
  pickupEventId: 'game',
  sessionId: 'session',
  leagueId: 'league',
  orgId: 'org',
  organizationId: 'org',
  workspaceId: 'workspace',
  orgWorkspaceId: 'workspace',
  messageId: 'message',
  file: 'calendar',
};

/** `{id}` means a pickup group, a pickup game or a league game depending on where it is. */
const KIND_OF_ID_AT: [RegExp, Kind][] = [
  [/\/(pickup-group|pickup-common\/group)\//, 'group'],
  [/\/(pickup|pickup-common\/pickup)\//, 'game'],
  [/\/(league\/event|event-page)\//, 'leagueGame'],
];

export interface FuzzWorld {
  app: TestApp;
  /** Captain of a team, admin of a pickup group, coordinator of the operator's leagues. */
  captain: TestMember;
  /** On the captain's team and group; captain of a league team of their own. */
  player: TestMember;
  /** The ids that exist, as seen from an operation's path. */
  idsAt(path: string): KnownIds;
  /** Signs the captain in again when the fuzzer signed them out (logout, a revoked session). */
  keepCaptainSignedIn(): Promise<void>;
  /** Sends a generated request as its caller; the answer's status and text (read whole). */
  send(request: FuzzRequest): Promise<{ status: number; text: string }>;
  stop(): Promise<void>;
}

async function created<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 201)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await body<T>(response)).data;
}

/**
 * The app (no workers: the fuzzer tests what the HTTP edge does with a request) and a small club world
 * in it, so generated requests can name records that exist and reach past "not found": a team with an
 * upcoming and a past game and a comment, a pickup group with a free and a paid game (and a TEST MODE
 * checkout), a published league of three teams with its schedule and a draft league, a direct message, a calendar feed.
 */
export async function startFuzzWorld(): Promise<FuzzWorld> {
  const dataDir = await mkdtemp(join(tmpdir(), 'playfield-fuzz-'));
  const app = await startTestApp({
    worker: false,
    env: {
      ...generousLimits,
      BOOK_DEMO_LIMIT_PER_HOUR: '10000',
      DATA_DIR: dataDir,
      // So fuzzed Stripe events, signed with it, get past the signature to the handler.
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  const stop = async () => {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const captain = await createMember(app, { firstName: 'Cap', lastName: 'Tain' });
    const player = await createMember(app, { firstName: 'Play', lastName: 'Er' });
    const bystander = await createMember(app, { firstName: 'By', lastName: 'Stander' });
    await makeStaff(app, captain.id, 'coordinator');
    const post = (path: string, who: TestMember, json: unknown) =>
      app.request(path, { method: 'POST', headers: who.auth, json });

    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const playersTeam = await insertTeam(app, { captains: [player.id], name: 'Player United' });
    const otherTeam = await insertTeam(app, { captains: [bystander.id], name: 'Bystander City' });
    const upcoming = await insertEvent(app, team.id);
    const played = await insertEvent(app, team.id, { startsAt: new Date(Date.now() - 2 * 3_600_000) });
    const eventComment = await created<{ comment: { id: string } }>(
      await post(`/api/event/${upcoming}/comments`, player, { content: 'See you there' }),
      'event comment',
    );

    const group = await insertGroup(app, captain.id);
    await insertGroupMember(app, group, player.id);
    const freeGame = await insertGame(app, group, { startsInHours: 48 });
    const paidGame = await insertGame(app, group, { startsInHours: 72, priceCents: 1_500 });
    const checkout = await post('/api/pickup/pickup-payment-checkout', player, { pickupEventId: paidGame });
    if (checkout.status !== 200 && checkout.status !== 201)
      throw new Error(`checkout answered ${checkout.status}: ${await checkout.text()}`);
    const { sessionId } = (await body<{ sessionId: string }>(checkout)).data;
    const gameComment = await created<{ comment: { id: string } }>(
      await post(`/api/pickup/${freeGame}/comments`, player, { content: 'Bringing a ball' }),
      'pickup comment',
    );

    const league = await createLeague(app, captain.auth);
    await registerTeams(app, captain.auth, league.id, [team.id, playersTeam, otherTeam]);
    const schedule = await generateSchedule(app, captain.auth, league.id);
    const published = await app.request(`/api/league/${league.id}/publish`, {
      method: 'POST',
      headers: captain.auth,
    });
    if (published.status !== 200)
      throw new Error(`publish answered ${published.status}: ${await published.text()}`);
    // A draft beside it, for what only a draft allows (editing, deleting).
    const draft = await createLeague(app, captain.auth, { name: 'Draft 5v5' });
    await registerTeams(app, captain.auth, draft.id, [team.id, playersTeam]);
    const message = await created<{ message: { id: string } }>(
      await post('/api/direct-message', captain, { receiverId: player.id, content: 'Hi there' }),
      'direct message',
    );
    const calendar = await app.request('/api/member/calendar', { headers: captain.auth });
    const { url: calendarUrl } = (await body<{ url: string }>(calendar)).data;

    const ids: Record<Kind, (string | number)[]> = {
      member: [captain.id, player.id, bystander.id],
      team: [team.id, playersTeam, otherTeam],
      event: [upcoming, played],
      comment: [eventComment.comment.id, gameComment.comment.id],
      group: [group],
      game: [freeGame, paidGame],
      session: [sessionId],
      league: [league.id, draft.id],
      leagueGame: schedule.games.slice(0, 3).map((game) => game.id),
      org: [OPERATOR_ORG],
      workspace: [AUSTIN_WORKSPACE],
      message: [message.message.id],
      calendar: [calendarUrl.split('/').pop() ?? ''],
    };
    // Ids the answers named (a free agent, a post, a waiver the world did not create), by field name.
    const seen = new Map<string, Set<string | number>>();
    const every = () => [...Object.values(ids).flat(), ...[...seen.values()].flatMap((found) => [...found])];
    const idsAt = (path: string): KnownIds => ({
      forName(name) {
        const field = name.replace(/Ids$/, 'Id');
        const kind =
          name === 'id' ? KIND_OF_ID_AT.find(([pattern]) => pattern.test(path))?.[1] : KIND_OF_NAME[field];
        const named = [...(kind ? ids[kind] : []), ...(seen.get(field) ?? [])];
        return named.length > 0 ? named : every();
      },
    });

    const png = await pngImage();
    return {
      app,
      captain,
      player,
      idsAt,
      async send(request) {
        const answer = await send(app, captain, png, request);
        if (answer.status < 300) rememberIds(answer.text, seen);
        return answer;
      },
      async keepCaptainSignedIn() {
        const me = await app.request('/api/member/me', { headers: captain.auth });
        await me.arrayBuffer();
        if (me.status !== 401) return;
        // The documented examples sign in and change passwords with the tests' own default password:
        // a generated request may have changed the captain's. The player's hash is that default.
        await sql(
          app,
          'update member set password_hash = (select password_hash from member where id = $2) where id = $1',
          [captain.id, player.id],
        );
        Object.assign(captain, await signIn(app, captain.email, captain.password));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A token of the right shape signed with another key: the guard must refuse it, not fail on it. */
const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmVkLXdpdGgtYW5vdGhlci1rZXk';

function callerHeaders(app: TestApp, captain: TestMember, request: FuzzRequest): Record<string, string> {
  const origin = new URL(app.config.PUBLIC_URL).origin;
  switch (request.as) {
    case 'anonymous':
      return {};
    case 'member':
      return captain.auth;
    case 'forged-token':
      return { authorization: `Bearer ${FORGED_TOKEN}` };
    case 'cookie':
      return { cookie: `pf_access=${captain.accessToken}`, origin };
    case 'cookie-cross-site':
      return { cookie: `pf_access=${captain.accessToken}`, origin: 'https://elsewhere.example' };
  }
}

/** The same bytes for the same size every time, so a failing upload reproduces. */
function bytesOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 2_654_435_761 + size) >>> 24;
  return bytes;
}

/** The bytes a request carries and their content type (a multipart body makes its own, boundary included). */
async function payloadOf(request: FuzzRequest, png: Buffer): Promise<{ bytes?: Buffer; type?: string }> {
  if (!request.body) return {};
  if ('raw' in request.body) return { bytes: Buffer.from(request.body.raw) };
  const form = new FormData();
  for (const [name, value] of request.body.form) {
    if (typeof value === 'string') {
      form.append(name, value);
      continue;
    }
    const bytes =
      value.file === 'png'
        ? png
        : value.file === 'text'
          ? new TextEncoder().encode('hello')
          : bytesOf(value.size);
    form.append(name, new Blob([bytes], { type: value.type }), `${name}.bin`);
  }
  const encoded = new Response(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? undefined,
  };
}

/**
 * node:http rather than fetch: it sends the path exactly as generated (fetch would resolve `..` and
 * re-encode) and lets a GET carry a body, as any client may.
 */
async function send(
  app: TestApp,
  captain: TestMember,
  png: Buffer,
  request: FuzzRequest,
): Promise<{ status: number; text: string }> {
  const { bytes, type } = await payloadOf(request, png);
  const headers: Record<string, string> = {
    ...request.headers,
    ...(request.signedIn
      ? {
          [request.signedIn]: Stripe.webhooks.generateTestHeaderString({
            payload: bytes?.toString('utf8') ?? '',
            secret: WEBHOOK_SECRET,
          }),
        }
      : {}),
    ...(type ? { 'content-type': type } : {}),
    ...(bytes ? { 'content-length': String(bytes.length) } : {}),
    ...callerHeaders(app, captain, request),
  };
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(app.url);
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path: request.url,
        method: request.method,
        headers,
        signal: AbortSignal.timeout(20_000),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

/** At most this many ids of one name are kept: the pool stays a pool, not a log. */
const IDS_PER_NAME = 8;

/**
 * Keeps the ids a JSON answer names, by field: `teamId: …` as teamId, and an object's own `id` by the
 * key it sits under (`freeAgent: { id }` and `posts: [{ id }]` give freeAgentId and postId), so later
 * operations can name records the generated requests created.
 */
function rememberIds(text: string, seen: Map<string, Set<string | number>>) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  const keep = (field: string, value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const found = seen.get(field) ?? new Set();
    if (found.size < IDS_PER_NAME) found.add(value);
    seen.set(field, found);
  };
  const walk = (value: unknown, under: string, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) walk(item, under.replace(/s$/, ''), depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && under) keep(`${under}Id`, item);
      else if (/Id$/.test(key)) keep(key, item);
      else walk(item, key, depth + 1);
    }
  };
  walk(parsed, '', 0);
}
