import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REQUEST_FIELDS } from '../../src/contracts/demo-request.ts';
import { identityModule } from '../../src/modules/identity/index.ts';
import { organizationsModule } from '../../src/modules/organizations/index.ts';
import { validDemoRequest } from '../support/demo-request-fixture.ts';
import {
  type MailingTestApp,
  startTestApp,
  startTestAppWithMail,
  type TestApp,
} from '../support/test-app.ts';

const validRequest = {
  ...validDemoRequest,
  fullName: 'Maria Lopez',
  email: 'maria@eastside-soccer.org',
  notes: 'Spring season starts in March; we need online registration and referee scheduling.',
};

type Envelope = { status: string; data?: unknown; errors?: Array<{ message: string; field?: string }> };

let app: MailingTestApp;

async function demoRows(): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  try {
    return (await client.query('select * from demo_request order by created_at')).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  app = await startTestAppWithMail({
    modules: [identityModule, organizationsModule],
    env: { DEMO_REQUEST_INBOX: 'sales@playfield.test', BOOK_DEMO_LIMIT_PER_HOUR: '100' },
  });
});
afterAll(() => app?.stop());

describe('POST /api/book-demo', () => {
  it('stores the request, mails it to the sales inbox and confirms it to the organizer', async () => {
    const response = await app.request('/api/book-demo', { method: 'POST', json: validRequest });
    expect(response.status).toBe(201);
    const rows = await demoRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: 'Maria Lopez', num_of_teams: 24, organization_id: 15 });

    const toSales = await app.smtp.waitFor((mail) => mail.to.includes('sales@playfield.test'));
    expect(toSales.raw).toContain('Eastside Adult Soccer');
    expect(toSales.raw).toMatch(/Reply-To: maria@eastside-soccer\.org/i);
    const confirmation = await app.smtp.waitFor((mail) => mail.to.includes('maria@eastside-soccer.org'));
    expect(confirmation.raw).toContain('Subject: We got your Playfield demo request');
  });

  it('reports every missing field with the spec message and stores nothing', async () => {
    const before = (await demoRows()).length;
    const response = await app.request('/api/book-demo', { method: 'POST', json: {} });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Envelope;
    expect(body.errors?.map((error) => error.field)).toEqual(DEMO_REQUEST_FIELDS);
    expect(new Set(body.errors?.map((error) => error.message))).toEqual(new Set(['This field is required']));
    expect((await demoRows()).length).toBe(before);
  });

  it('rejects a bad e-mail and phone number with the spec messages', async () => {
    const response = await app.request('/api/book-demo', {
      method: 'POST',
      json: { ...validRequest, email: 'maria.eastside', phoneNumber: '555-01' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).errors).toEqual([
      { message: 'Invalid email', field: 'email' },
      { message: 'Invalid phone number', field: 'phoneNumber' },
    ]);
  });

  it.each([
    ['an array', []],
    ['a string', 'book me'],
    ['wrong types', { ...validRequest, fullName: 42, numOfTeams: 'many', notes: { a: 1 } }],
    ['a huge number', { ...validRequest, numOfPlayers: 1e308 }],
  ])('answers %s with a 4xx, never a 5xx', async (_label, body) => {
    const response = await app.request('/api/book-demo', { method: 'POST', json: body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('POST /api/book-demo limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      modules: [identityModule, organizationsModule],
      worker: false,
      env: { BOOK_DEMO_LIMIT_PER_HOUR: '2' },
    });
  });
  afterAll(() => limited?.stop());

  it('answers 429 with Retry-After once an address exceeds its hourly requests', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await limited.request('/api/book-demo', { method: 'POST', json: validRequest })).status);
    }
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    const response = await limited.request('/api/book-demo', { method: 'POST', json: validRequest });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/book-demo captcha', () => {
  let verifier: Server;
  let guarded: TestApp;
  beforeAll(async () => {
    verifier = createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, score: 0.1 }));
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    guarded = await startTestApp({
      modules: [identityModule, organizationsModule],
      worker: false,
      env: {
        CAPTCHA_SECRET: 'secret',
        CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await guarded?.stop();
    await new Promise<void>((resolve) => verifier.close(() => resolve()));
  });

  it('refuses a visitor the captcha scores as a bot', async () => {
    const response = await guarded.request('/api/book-demo', {
      method: 'POST',
      json: { ...validRequest, captchaToken: 'bot' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Envelope).errors?.[0]?.message).toBe(
      'We could not verify that you are human. Please try again.',
    );
  });
});

describe('GET /api/organization-common/:orgId/cities', () => {
  it("lists the operator's cities from the same source as the operator site", async () => {
    const response = await app.request('/api/organization-common/15/cities');
    expect(response.status).toBe(200);
    const cities = ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(cities.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(cities[0]!).sort()).toEqual(['frontChatbotId', 'id', 'name', 'urlPath']);
  });

  it('answers an organization without cities with an empty list', async () => {
    const response = await app.request('/api/organization-common/999/cities');
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('rejects an organization id that is not a number', async () => {
    expect((await app.request('/api/organization-common/abc/cities')).status).toBe(400);
  });
});
