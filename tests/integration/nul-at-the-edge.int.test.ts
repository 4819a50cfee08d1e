import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createMember, type TestMember } from '../support/identity-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 17: a NUL character reached PostgreSQL (08P01 invalid message format) and came back as a 500
// from routes of five modules. It is refused once, at the edge, for every route: a 400 with a clear
// message, before any handler runs.
const INVALID = 'Remove the invalid characters and try again.';

describe('a NUL character at the edge', () => {
  let app: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    member = await createMember(app);
  });
  afterAll(() => app.stop());

  async function expectRefused(response: Response) {
    expect(response.status).toBe(400);
    expect((await body(response)).errors?.[0]?.message).toBe(INVALID);
  }

  it.each([
    ['GET', '/api/team/search?name=%00'],
    ['GET', '/api/pickup/registration-details/%00'],
    ['GET', '/test-checkout/%00'],
    ['POST', '/test-checkout/%00/pay'],
    ['POST', '/test-checkout/%00/cancel'],
    ['GET', '/api/no-such-route/%00'],
    ['GET', '/api/member/me?x=a%00b'],
  ])('refuses %s %s, signed in', async (method, path) => {
    await expectRefused(
      await app.request(path, { method, headers: member.auth, ...(method === 'POST' ? { json: {} } : {}) }),
    );
  });

  it('refuses it in an address anonymously too', async () => {
    await expectRefused(await app.request('/api/team/search?name=%00'));
  });

  it.each([
    ['/api/onboard/verify-email', { email: 'a\u0000@example.com' }],
    [`/api/league-common/event-page/${randomUUID()}/comments`, { content: 'good game\u0000' }],
    ['/api/event', { title: 'Friendly', nested: { deep: ['ok', 'x\u0000'] } }],
    ['/api/event', { 'key\u0000': 'a key holds it' }],
  ])('refuses it in the JSON body of POST %s', async (path, json) => {
    await expectRefused(await app.request(path, { method: 'POST', headers: member.auth, json }));
  });

  it('lets the same requests through without it', async () => {
    const search = await app.request('/api/team/search?name=lions', { headers: member.auth });
    expect(search.status).toBe(200);
    const verify = await app.request('/api/onboard/verify-email', {
      method: 'POST',
      json: { email: 'someone@example.com' },
    });
    expect(verify.status).not.toBe(400);
    expect(verify.status).toBeLessThan(500);
  });
});
