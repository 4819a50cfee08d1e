import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { createAuthGuards } from '../auth/auth-guards.ts';
import { AppError } from '../errors/app-error.ts';
import { createLogger } from '../logging/logger.ts';
import { errors } from '../openapi/api-paths.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { apiPathsOf, created, defineRoutes, idParams, ok, pagedReply, sends } from './declared-routes.ts';
import { paged } from './envelope.ts';
import { errorMiddleware } from './error-middleware.ts';
import { SerializedList } from './serialized-list.ts';

const verifier = {
  verify: async (token: string) => {
    if (token !== 'good') throw new Error('bad token');
    return { memberId: 'member-7', sessionId: 'session-1' };
  },
} as AccessTokenVerifier;
const guards = createAuthGuards(verifier, { publicUrl: 'http://localhost:3000' });

const noteParams = z.object({ noteId: z.string().max(8) });
const noteBody = z.object({ text: z.string().min(1, 'Write something') });
const note = z.object({ id: z.string(), text: z.string(), by: z.string() });

const notes = defineRoutes<{ prefix: string }>({ mount: '/club/:clubId/notes', tags: ['Notes'] }, (route) => [
  route.get('/', {
    auth: 'optional',
    summary: 'Notes, 2 a page',
    request: { query: z.object({ page: z.coerce.number().int().min(1).default(1) }) },
    reply: pagedReply(note),
    handler: ({ query, member }) =>
      paged([{ id: 'n1', text: 'hi', by: member?.memberId ?? 'anyone' }], query.page, 2, false),
  }),
  route.post('/:noteId', {
    auth: 'member',
    summary: 'Write a note',
    request: { params: noteParams, body: noteBody, headers: z.object({ 'x-mood': z.string().optional() }) },
    example: { text: 'Bring water' },
    reply: created(note),
    use: ({ prefix }) => [
      (_req, res, next) => {
        res.setHeader('x-used', prefix);
        next();
      },
    ],
    handler: ({ deps, params, body, member, headers }) => ({
      id: `${deps.prefix}${params.noteId}`,
      text: `${body.text}${headers['x-mood'] ? ` (${headers['x-mood']})` : ''}`,
      by: member.memberId,
    }),
  }),
  route.get('/:noteId/file', {
    auth: 'public',
    summary: 'A note as text',
    request: { params: noteParams },
    reply: sends({ 200: { description: 'The note.', content: { 'text/plain': {} } } }),
    handler: ({ params, res }) => {
      res.type('text/plain').send(`note ${params.noteId}`);
    },
  }),
  route.get('/:noteId/copies', {
    auth: 'public',
    summary: 'Copies of a note, written as JSON once',
    request: { params: noteParams },
    reply: ok(z.array(note)),
    handler: ({ params }) =>
      SerializedList.of<z.input<typeof note>>(
        ['a', 'b'].map((copy) => JSON.stringify({ id: `${params.noteId}${copy}`, text: 'hi', by: 'copier' })),
      ),
  }),
  route.get('/:noteId/ok', {
    auth: 'public',
    summary: 'Just ok',
    request: { params: noteParams },
    reply: ok(z.literal('ok')),
    handler: () => 'ok' as const,
  }),
]);

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve() {
  const app = express();
  app.use(express.json());
  const { path, router } = notes.mount({ prefix: 'n-' }, guards);
  app.use(`/api${path}`, router);
  app.use(errorMiddleware(createLogger({ LOG_LEVEL: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  close = () => new Promise((done) => server.close(() => done()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/club/c1/notes`;
}

describe('a declared route', () => {
  it('is served with its guard, middlewares, validation and envelope', async () => {
    const url = await serve();
    const post = (body: unknown, token?: string) =>
      fetch(`${url}/n9`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-mood': 'glad',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    expect((await post({ text: 'hi' })).status).toBe(401);
    const invalid = await post({ text: '' }, 'good');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Write something', field: 'text' }],
    });
    const written = await post({ text: 'hi' }, 'good');
    expect(written.status).toBe(201);
    expect(written.headers.get('x-used')).toBe('n-');
    expect(await written.json()).toEqual({
      status: 'success',
      data: { id: 'n-n9', text: 'hi (glad)', by: 'member-7' },
    });

    expect(await (await fetch(`${url}?page=3`)).json()).toEqual({
      status: 'success',
      data: [{ id: 'n1', text: 'hi', by: 'anyone' }],
      hasNext: false,
      page: 3,
      limit: 2,
    });
    const file = await fetch(`${url}/n1/file`);
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await file.text()).toBe('note n1');
    expect(await (await fetch(`${url}/n1/ok`)).json()).toEqual({ status: 'success', data: 'ok' });
    const copies = await fetch(`${url}/n1/copies`);
    expect(copies.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await copies.json()).toEqual({
      status: 'success',
      data: [
        { id: 'n1a', text: 'hi', by: 'copier' },
        { id: 'n1b', text: 'hi', by: 'copier' },
      ],
    });
    expect((await fetch(`${url}/far-too-long-id/ok`)).status).toBe(400);
  });

  it('is described in the OpenAPI paths from the same declaration', () => {
    const paths = apiPathsOf(notes);
    expect(Object.keys(paths)).toEqual([
      '/api/club/{clubId}/notes',
      '/api/club/{clubId}/notes/{noteId}',
      '/api/club/{clubId}/notes/{noteId}/file',
      '/api/club/{clubId}/notes/{noteId}/copies',
      '/api/club/{clubId}/notes/{noteId}/ok',
    ]);
    const write = paths['/api/club/{clubId}/notes/{noteId}']?.post;
    expect(write).toMatchObject({
      tags: ['Notes'],
      summary: 'Write a note',
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
      requestParams: { path: noteParams },
      requestBody: {
        content: { 'application/json': { schema: noteBody, example: { text: 'Bring water' } } },
      },
    });
    // 400 (request schemas), 401 (a member's route) and 415 (a JSON body) follow from the declaration.
    expect(Object.keys(write?.responses ?? {})).toEqual(['201', '400', '401', '415']);
    expect(Object.keys(paths['/api/club/{clubId}/notes']?.get?.responses ?? {})).toEqual(['200', '400']);
    expect(paths['/api/club/{clubId}/notes']?.get?.security).toBeUndefined();
    expect(paths['/api/club/{clubId}/notes/{noteId}/file']?.get?.responses).toEqual({
      200: { description: 'The note.', content: { 'text/plain': {} } },
      400: errors(400)['400'],
    });
  });

  it('derives its error answers from the declaration, and adds only those it lists', () => {
    const group = defineRoutes<{ limiter: RateLimiter }>({ mount: '/derived', tags: ['T'] }, (route) => [
      route.get('/plain', { auth: 'optional', summary: 'a', reply: ok(z.null()), handler: () => null }),
      route.get('/mine', { auth: 'member', summary: 'b', reply: ok(z.null()), handler: () => null }),
      route.post('/:id', {
        auth: 'public',
        summary: 'c',
        request: { params: idParams('id'), body: noteBody },
        limit: ({ limiter }) => limiter,
        reply: ok(z.null()),
        errors: [409, 404, 400],
        handler: () => null,
      }),
      route.get('/page', {
        auth: 'member',
        summary: 'd',
        reply: sends({ 200: { description: 'A page.' } }),
        responses: { 401: { description: 'The sign-in page.', content: { 'text/html': {} } } },
        handler: () => {},
      }),
    ]);
    const responses = (path: string, method: 'get' | 'post' = 'get') =>
      group.apiPaths[`/api/derived${path}`]?.[method]?.responses ?? {};
    expect(Object.keys(responses('/plain'))).toEqual(['200']);
    expect(Object.keys(responses('/mine'))).toEqual(['200', '401']);
    expect(Object.keys(responses('/{id}', 'post'))).toEqual(['200', '400', '404', '409', '415', '429']);
    expect(responses('/{id}', 'post')['429']).toEqual(errors(429)['429']);
    // A status the route describes itself (an HTML page) is not replaced by the error envelope.
    expect(responses('/page')['401']).toEqual({
      description: 'The sign-in page.',
      content: { 'text/html': {} },
    });
  });

  it("adds the group's errors to those of each of its routes", () => {
    const group = defineRoutes<unknown>(
      { mount: '/things', tags: ['T'], defaultAuth: 'public', errors: [403, 404] },
      (route) => [
        route.get('/', { summary: 'a', reply: ok(z.null()), handler: () => null }),
        route.delete('/', { summary: 'b', reply: ok(z.null()), errors: [409], handler: () => null }),
      ],
    );
    expect(Object.keys(group.apiPaths['/api/things']?.get?.responses ?? {})).toEqual(['200', '403', '404']);
    expect(Object.keys(group.apiPaths['/api/things']?.delete?.responses ?? {})).toEqual([
      '200',
      '403',
      '404',
      '409',
    ]);
  });

  it('counts a rate-limited route against its limiter before validating it', async () => {
    const seen: string[] = [];
    const limiter: RateLimiter = {
      consume: async (key) => {
        seen.push(key);
        if (seen.length > 1) throw new AppError(429, 'Slow down');
      },
      reset: async () => {},
    };
    const group = defineRoutes<{ limiter: RateLimiter }>({ mount: '/limited', tags: ['T'] }, (route) => [
      route.post('/', {
        auth: 'public',
        summary: 'a',
        request: { body: noteBody },
        limit: ({ limiter }) => limiter,
        reply: ok(z.string()),
        handler: ({ body }) => body.text,
      }),
    ]);
    const app = express();
    app.use(express.json());
    app.use('/api/limited', group.router({ limiter }));
    app.use(errorMiddleware(createLogger({ LOG_LEVEL: 'silent' })));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    close = () => new Promise((done) => server.close(() => done()));
    const post = (text: string) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/limited`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
    expect((await post('hi')).status).toBe(200);
    expect((await post('')).status).toBe(429);
    expect(seen).toHaveLength(2);
  });

  it("takes its group's default auth unless it says its own", () => {
    const group = defineRoutes<unknown>({ mount: '/mine', tags: ['T'], defaultAuth: 'member' }, (route) => [
      route.get('/', { summary: 'a', reply: ok(z.string()), handler: ({ member }) => member.memberId }),
      route.get('/open', { auth: 'public', summary: 'b', reply: ok(z.null()), handler: () => null }),
    ]);
    expect(group.routes.map((route) => route.auth)).toEqual(['member', 'public']);
    expect(group.apiPaths['/api/mine']?.get?.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(group.apiPaths['/api/mine/open']?.get?.security).toBeUndefined();
    const guarded = defineRoutes<unknown>({ mount: '/guarded', tags: ['T'], auth: 'member' }, (route) => [
      route.get('/', { summary: 'a', reply: ok(z.string()), handler: ({ member }) => member.memberId }),
    ]);
    expect(guarded.routes[0]?.auth).toBe('member');
  });

  it('runs the default auth through the guard', async () => {
    const group = defineRoutes<unknown>({ mount: '/mine', tags: ['T'], defaultAuth: 'member' }, (route) => [
      route.get('/', { summary: 'a', reply: ok(z.string()), handler: ({ member }) => member.memberId }),
    ]);
    const app = express();
    app.use('/api/mine', group.router(undefined, guards));
    app.use(errorMiddleware(createLogger({ LOG_LEVEL: 'silent' })));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    close = () => new Promise((done) => server.close(() => done()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mine`;
    expect((await fetch(url)).status).toBe(401);
    const signedIn = await fetch(url, { headers: { authorization: 'Bearer good' } });
    expect(await signedIn.json()).toEqual({ status: 'success', data: 'member-7' });
  });

  it('takes ids in the path as strings of at most 64 characters (the handler answers 404 for a bad one)', () => {
    const params = idParams('teamId', 'memberId');
    expect(params.parse({ teamId: 'not-a-uuid', memberId: 'm1', extra: 'x' })).toEqual({
      teamId: 'not-a-uuid',
      memberId: 'm1',
    });
    expect(params.safeParse({ teamId: 'x'.repeat(65), memberId: 'm1' }).success).toBe(false);
  });

  it('refuses a route declared twice', () => {
    expect(() =>
      defineRoutes<unknown>({ mount: '/twice', tags: ['T'] }, (route) => [
        route.get('/', { auth: 'public', summary: 'a', reply: ok(z.null()), handler: () => null }),
        route.get('/', { auth: 'public', summary: 'b', reply: ok(z.null()), handler: () => null }),
      ]),
    ).toThrow('GET /api/twice is described twice');
  });
});
