import { ContainerModule } from 'inversify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppModule } from '../../src/platform/app-module.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../src/platform/realtime/realtime-emitter.ts';
import { memberRoom, type SocketAuthenticator } from '../../src/platform/realtime/socket-authenticator.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

function open(url: string, auth: Record<string, string> = {}) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false });
  sockets.push(socket);
  return socket;
}

const connectError = (socket: Socket) =>
  new Promise<Error & { data?: unknown }>((resolve) => socket.once('connect_error', resolve));

describe('realtime before accounts exist', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(() => app?.stop());

  it('refuses every connection with a clear error', async () => {
    const error = await connectError(open(app.url));
    expect(error.message).toBe('Authentication required: sign in to use live updates.');
    expect(error.data).toEqual({ code: 'Unauthenticated' });
  });
});

describe('realtime with an authenticator', () => {
  // Stands in for the identity module: a socket is member "m-<token>" when it presents a token.
  const tokenAuthenticator: SocketAuthenticator = {
    async authenticate(socket) {
      const token = (socket.handshake.auth as { token?: string }).token;
      if (!token) throw new Error('Authentication required.');
      return { memberId: `m-${token}` };
    },
  };
  const identityStandIn: AppModule = {
    name: 'identity-stand-in',
    entities: [],
    containerModule: new ContainerModule(({ rebind }) => {
      rebind<SocketAuthenticator>(TOKENS.SocketAuthenticator).toConstantValue(tokenAuthenticator);
    }),
  };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp({ worker: false, modules: [identityStandIn] });
    // A second API instance on the same Redis prefix, as in a scaled deployment.
    second = await startTestApp({
      worker: false,
      modules: [identityStandIn],
      env: { REDIS_PREFIX: first.config.REDIS_PREFIX },
    });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
  });

  it("delivers a worker's emit to the member's socket on another API instance", async () => {
    const socket = open(second.url, { token: 'ana' });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const received = new Promise<unknown>((resolve) => socket.once('notification', resolve));
    // Rooms are joined right after the handshake; give the join a moment to reach the adapter.
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.runtime.container
      .get<RealtimeEmitter>(TOKENS.RealtimeEmitter)
      .toRoom(memberRoom('m-ana'), 'notification', {
        type: 'event_created',
        text: 'Reds vs Blues on Friday',
      });
    expect(await received).toEqual({ type: 'event_created', text: 'Reds vs Blues on Friday' });
  });

  it('does not deliver to other members', async () => {
    const socket = open(first.url, { token: 'ben' });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let got = false;
    socket.on('notification', () => {
      got = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.runtime.container
      .get<RealtimeEmitter>(TOKENS.RealtimeEmitter)
      .toRoom(memberRoom('m-ana'), 'notification', {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got).toBe(false);
  });

  it('still refuses a socket without credentials', async () => {
    expect((await connectError(open(first.url))).message).toBe('Authentication required.');
  });
});
