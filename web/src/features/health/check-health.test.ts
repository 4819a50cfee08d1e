import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { checkHealth } from './check-health';

function clientAnswering(body: string, contentType: string) {
  return createApiClient({
    fetch: async () => new Response(body, { status: 200, headers: { 'content-type': contentType } }),
  });
}

describe('health check', () => {
  it('completes with the status string of the reply', async () => {
    const client = clientAnswering(JSON.stringify({ status: 'success', data: 'ok' }), 'application/json');
    await expect(checkHealth(client)).resolves.toBe('ok');
  });

  it('fails when a 200 reply is an HTML document', async () => {
    const client = clientAnswering(
      '<!doctype html><html><body>app</body></html>',
      'text/html; charset=utf-8',
    );
    await expect(checkHealth(client)).rejects.toMatchObject({ status: 200 });
  });

  it('fails when an HTML body is served under a JSON content type', async () => {
    const client = clientAnswering('  <html></html>', 'application/json');
    await expect(checkHealth(client)).rejects.toThrow();
  });

  it('fails when the data is not a status string', async () => {
    const client = clientAnswering(
      JSON.stringify({ status: 'success', data: { up: true } }),
      'application/json',
    );
    await expect(checkHealth(client)).rejects.toThrow('The health check answered without a status.');
  });
});
