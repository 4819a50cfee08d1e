import { ApiError } from '../../api/api-error';
import { type ApiClient, api } from '../../api/client';

/**
 * GET /api/health; the reply's data is read as a string ("ok"). An HTML page in place of the reply
 * (a proxy serving the SPA for /api) is rejected by the client, so it lands in `failed` too.
 */
export async function checkHealth(client: Pick<ApiClient, 'get'> = api): Promise<string> {
  const status = await client.get<unknown>('/health');
  if (typeof status !== 'string') {
    throw new ApiError(200, [{ message: 'The health check answered without a status.' }]);
  }
  return status;
}
