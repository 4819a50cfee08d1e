import { request as httpRequest } from 'node:http';

export interface HostResponse {
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * A request to `baseUrl` for `host` (the site a host name picks): fetch() will not send a Host header
 * of our choosing, so these go through node:http.
 */
export function requestAsHost(
  baseUrl: string,
  path: string,
  host: string,
  options: { accept?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<HostResponse> {
  const { accept = 'text/html', method = 'GET', headers = {} } = options;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${path}`,
      { method, headers: { host, accept, ...headers } },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
