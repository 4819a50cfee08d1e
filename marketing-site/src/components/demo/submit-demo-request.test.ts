import { describe, expect, it } from 'vitest';
import type { DemoRequest } from '../../../../src/contracts/demo-request.ts';
import { validDemoRequest } from '../../../../tests/support/demo-request-fixture.ts';
import { submitDemoRequest } from './submit-demo-request.ts';

const request: DemoRequest = { ...validDemoRequest, notes: 'Two coed divisions.' };

function replyWith(status: number, body: unknown) {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetchImpl = async (input: string, init: RequestInit) => {
    calls.push({ input, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchImpl };
}

describe('submitDemoRequest', () => {
  it('posts the request as JSON to the same-origin endpoint', async () => {
    const { calls, fetchImpl } = replyWith(201, { status: 'success', data: null });
    expect(await submitDemoRequest(request, '/api/book-demo', fetchImpl)).toEqual({ kind: 'success' });
    expect(calls[0]?.input).toBe('/api/book-demo');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(request);
  });

  it('maps a 400 error envelope to messages per field', async () => {
    const { fetchImpl } = replyWith(400, {
      status: 'error',
      errors: [
        { message: 'Invalid email', field: 'email' },
        { message: 'Invalid phone number', field: 'phoneNumber' },
        { message: 'Captcha verification failed', field: 'captchaToken' },
        'Please check the form',
      ],
    });
    expect(await submitDemoRequest(request, '/api/book-demo', fetchImpl)).toEqual({
      kind: 'invalid',
      fieldErrors: { email: 'Invalid email', phoneNumber: 'Invalid phone number' },
      messages: ['Captcha verification failed', 'Please check the form'],
    });
  });

  it.each([
    [500, { status: 'error', errors: [{ message: 'boom' }] }],
    [429, { status: 'error', errors: [{ message: 'Too many requests' }] }],
    [400, '<html>proxy error</html>'],
  ])('treats a %i reply without usable errors as a failure', async (status, body) => {
    const { fetchImpl } = replyWith(status, body);
    expect(await submitDemoRequest(request, '/api/book-demo', fetchImpl)).toEqual({ kind: 'failure' });
  });

  it('treats a network error as a failure', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await submitDemoRequest(request, '/api/book-demo', fetchImpl)).toEqual({ kind: 'failure' });
  });
});
