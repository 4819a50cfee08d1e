import { describe, expect, it } from 'vitest';
import { identityRpcApiPaths } from './identity-rpc.openapi.ts';
import { createIdentityRpcRouter } from './identity-rpc.ts';

describe('the typed RPC in the OpenAPI document', () => {
  it('describes every procedure of the router as POST /trpc/<procedure>', () => {
    // The router only closes over its services; building it to read its procedures calls none.
    const router = createIdentityRpcRouter({} as never, {} as never);
    const procedures = Object.keys(router._def.procedures).sort();
    expect(procedures.length).toBeGreaterThan(0);
    expect(Object.keys(identityRpcApiPaths).sort()).toEqual(procedures.map((path) => `/trpc/${path}`));
    for (const item of Object.values(identityRpcApiPaths)) expect(Object.keys(item)).toEqual(['post']);
  });
});
