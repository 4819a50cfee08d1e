import { describe, expect, it } from 'vitest';
import { mountPattern, routeLabel } from './request-metrics.ts';

describe('the route label of a request', () => {
  it('gives the parameters the mounts took back their names', () => {
    expect(mountPattern('/api/team/8c1f/leaderboards', { teamId: '8c1f' })).toBe(
      '/api/team/:teamId/leaderboards',
    );
    expect(mountPattern('/api/organization-common/15', { orgId: '15' })).toBe(
      '/api/organization-common/:orgId',
    );
    expect(mountPattern('/api/team/a%20b/x', { teamId: 'a b' })).toBe('/api/team/:teamId/x');
  });

  it('turns an id no parameter names into :id, and leaves words alone', () => {
    const uuid = '0192f7a4-3b1c-7d2e-8f90-1a2b3c4d5e6f';
    expect(mountPattern(`/uploads/${uuid}/42`)).toBe('/uploads/:id/:id');
    expect(mountPattern('/api/league-common')).toBe('/api/league-common');
  });

  it('falls back on the mount, then on /api (no route) or static, never on the raw address', () => {
    expect(routeLabel('/api/event/:eventId', '', '/api/event/1')).toBe('/api/event/:eventId');
    expect(routeLabel(undefined, '/uploads', '/uploads/a.png')).toBe('/uploads');
    expect(routeLabel(undefined, '', '/api/no-such-thing')).toBe('/api (no route)');
    expect(routeLabel(undefined, '', '/api')).toBe('/api (no route)');
    expect(routeLabel(undefined, '', '/apiary')).toBe('static');
    expect(routeLabel(undefined, '', '/team/5')).toBe('static');
  });
});
