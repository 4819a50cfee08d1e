import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { documentCoverage, listRoutes, toOpenApiPath } from './route-list.ts';

const noop: express.RequestHandler = (_req, res) => {
  res.end();
};

describe('listing the routes of an Express app', () => {
  it('finds routes in nested routers, with their full path in OpenAPI syntax', () => {
    const oidc = Router();
    oidc.get('/:provider/start', noop);
    const auth = Router();
    auth.use((_req, _res, next) => next());
    auth.post('/login/member', noop);
    auth.use('/oidc', oidc);
    const member = Router();
    member.route('/').patch(noop).delete(noop);
    member.get('/:memberId', noop);
    const api = Router();
    api.use('/auth', auth);
    api.use('/member', member);
    const app = express();
    app.use('/api', api);
    app.use(express.static('.'));
    app.post('/auth/oidc/:provider/callback', noop);

    expect(listRoutes(app)).toEqual([
      { method: 'post', path: '/api/auth/login/member' },
      { method: 'get', path: '/api/auth/oidc/{provider}/start' },
      { method: 'patch', path: '/api/member' },
      { method: 'delete', path: '/api/member' },
      { method: 'get', path: '/api/member/{memberId}' },
      { method: 'post', path: '/auth/oidc/{provider}/callback' },
    ]);
  });

  it('refuses paths it cannot name, rather than skipping them', () => {
    const app = express();
    app.get('/files/*rest', noop);
    expect(() => listRoutes(app)).toThrow(/wildcards/);
    const regexp = express();
    regexp.get(/^\/legacy/, noop);
    expect(() => listRoutes(regexp)).toThrow(/non-string path/);
  });

  it('writes Express parameters as OpenAPI ones', () => {
    expect(toOpenApiPath('/api/organization-common/:orgId/cities')).toBe(
      '/api/organization-common/{orgId}/cities',
    );
    expect(toOpenApiPath('/api/book-demo/')).toBe('/api/book-demo');
    expect(toOpenApiPath('/')).toBe('/');
  });
});

describe('comparing served routes with the document', () => {
  const document = {
    paths: {
      '/api/member/{memberId}': { get: {}, parameters: [] },
      '/api/teams': { post: {} },
      '/trpc/auth.setPassword': { post: {} },
    },
  };

  it('names a route the document does not describe, and an /api operation nothing serves', () => {
    const coverage = documentCoverage(
      [
        { method: 'get', path: '/api/member/{memberId}' },
        { method: 'post', path: '/api/member/{memberId}/block' },
      ],
      document,
    );
    expect(coverage).toEqual({
      undocumented: ['POST /api/member/{memberId}/block'],
      unserved: ['POST /api/teams'],
    });
  });
});
