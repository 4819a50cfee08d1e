// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ChatMessageDto,
  ChatMessagePage,
  ConversationsDto,
} from '../../../../src/contracts/messaging/index.ts';
import type { SocketAnswer } from '../../../../src/contracts/realtime.ts';
import { memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';

// A fake socket: the test pushes what the server would and answers the acks of chat events.
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const acks: Record<string, (payload: unknown) => SocketAnswer<unknown> | Promise<SocketAnswer<unknown>>> = {};
const emitted: Array<{ event: string; payload: unknown }> = [];
vi.mock('../clubs/socket', () => ({
  connectRealtime: async () => ({
    on: (event: string, handler: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(handler);
      listeners.set(event, set);
    },
    off: (event: string, handler: (payload: unknown) => void) => listeners.get(event)?.delete(handler),
    emit: () => {},
    timeout: () => ({
      emitWithAck: async (event: string, payload: unknown) => {
        emitted.push({ event, payload });
        return acks[event]?.(payload) ?? { status: 'error', statusCode: 500, errors: [{ message: 'x' }] };
      },
    }),
    connected: true,
  }),
  useClubRoom: () => {},
}));

await Promise.all([import('./chat-host'), import('./chat-panel'), import('./inbox-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  listeners.clear();
  emitted.splice(0);
  for (const key of Object.keys(acks)) delete acks[key];
});

const push = (event: string, payload: unknown) => {
  for (const handler of listeners.get(event) ?? []) handler(payload);
};

const me = memberFixture();
const benId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const message = (n: number, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id: `0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`,
  content: `message ${n}`,
  senderId: benId,
  createdAt: `2027-03-04T19:${String(n).padStart(2, '0')}:00.000Z`,
  avatar: null,
  firstName: 'Ben',
  lastName: 'Ortiz',
  clapCount: 0,
  hasClapped: false,
  ...overrides,
});
const page = (messages: ChatMessageDto[], nextCursor: string | null = null): ChatMessagePage => ({
  messages,
  hasNext: nextCursor !== null,
  nextCursor,
});
const chatUrl = `/messages?type=dm&recipientId=${benId}&recipientName=Ben%20Ortiz`;
const pagePath = `GET /api/direct-message/?memberId=${benId}`;
const inbox: ConversationsDto = {
  conversations: [
    {
      type: 'dm',
      recipientId: benId,
      recipientName: 'Ben Ortiz',
      teamId: null,
      teamName: null,
      avatar: null,
      lastMessage: { content: 'See you Sunday', senderId: benId, createdAt: '2027-03-04T19:00:00.000Z' },
      unreadCount: 3,
    },
    {
      type: 'tm',
      recipientId: null,
      recipientName: null,
      teamId: 'team-1',
      teamName: 'Red Lions',
      avatar: null,
      lastMessage: null,
      unreadCount: 0,
    },
  ],
  totalUnread: 3,
};

function openChat(first: ChatMessagePage, extra: Record<string, unknown> = {}) {
  signedIn();
  const server = mockServer({
    'GET /api/member/me': me,
    'GET /api/member/teams': { teams: [], pickupGroups: [] },
    'GET /api/conversations': inbox,
    [pagePath]: first,
    'POST /api/direct-message/mark-all-read': { marked: 0 },
    ...extra,
  });
  return { server, ...renderApp(chatUrl) };
}

describe('chat modal', () => {
  it('opens from the query parameters with avatar, name, plain-text content and clap state', async () => {
    openChat(page([message(1, { content: '<b>bold?</b>', clapCount: 2, hasClapped: true }), message(2)]));
    const dialog = await screen.findByRole('dialog', { name: 'Ben Ortiz' });
    const items = await within(dialog).findAllByTestId('chat-message');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Ben Ortiz');
    // Markup is shown as typed, never rendered.
    expect(within(items[0]!).getByText('<b>bold?</b>')).toBeTruthy();
    expect(
      within(items[0]!).getByRole('button', { name: 'Unclap (2 claps)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(items[1]!).getByRole('button', { name: 'Clap (0 claps)' })).toBeTruthy();
  });

  it('claps at once and rolls back when the server refuses', async () => {
    openChat(page([message(1)]));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    acks['chat:like'] = async () => {
      await gate;
      return { status: 'error', statusCode: 403, errors: [{ message: 'no' }] };
    };
    const clap = await screen.findByRole('button', { name: 'Clap (0 claps)' });
    fireEvent.click(clap);
    expect(await screen.findByRole('button', { name: 'Unclap (1 clap)' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Clap (0 claps)' })).toBeTruthy();
    expect(emitted.find((call) => call.event === 'chat:like')?.payload).toMatchObject({
      action: 'clap',
      targetType: 'direct_message',
      receiverId: benId,
    });
  });

  it("says 'Error sending message' when a send fails, and keeps the draft", async () => {
    openChat(page([]));
    acks['chat:send'] = () => ({
      status: 'error',
      statusCode: 403,
      errors: [{ message: 'You cannot message this player.' }],
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error sending message. You cannot message this player.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('sends over the socket and shows live messages and claps from the other member', async () => {
    openChat(page([message(1)]));
    acks['chat:send'] = (payload) => ({
      status: 'success',
      data: {
        message: message(3, {
          senderId: me.id,
          firstName: me.firstName,
          content: (payload as { content: string }).content,
        }),
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('On my way')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    push('chat:message', {
      type: 'dm',
      senderId: benId,
      receiverId: me.id,
      message: message(4, { content: 'Great!' }),
    });
    // Another conversation's message stays out.
    push('chat:message', {
      type: 'dm',
      senderId: 'someone-else',
      receiverId: me.id,
      message: message(5, { content: 'Not here' }),
    });
    expect(await screen.findByText('Great!')).toBeTruthy();
    push('chat:clap', {
      type: 'dm',
      targetId: message(3).id,
      targetType: 'direct_message',
      action: 'clap',
      memberId: benId,
      clapCount: 1,
      memberIds: [benId, me.id],
    });
    expect(await screen.findByRole('button', { name: 'Clap (1 clap)' })).toBeTruthy();
    expect(screen.queryByText('Not here')).toBeNull();
  });

  it('loads older pages on demand', async () => {
    openChat(page([message(10)], message(10).id), {
      [`${pagePath}&before=${message(10).id}`]: page([message(9)]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'LOAD EARLIER MESSAGES' }));
    expect(await screen.findByText('message 9')).toBeTruthy();
    const items = screen.getAllByTestId('chat-message');
    expect(items.map((item) => within(item).getByText(/^message/).textContent)).toEqual([
      'message 9',
      'message 10',
    ]);
  });
});

describe('inbox', () => {
  it('lists conversations with unread counts and opens the chat', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': me,
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
      'GET /api/conversations': inbox,
      [pagePath]: page([message(1)]),
      'POST /api/direct-message/mark-all-read': { marked: 3 },
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    const row = await screen.findByRole('button', { name: /Ben Ortiz/ });
    expect(row.textContent).toContain('See you Sunday');
    expect(row.textContent).toContain('3 unread');
    expect(screen.getByRole('button', { name: /Red Lions/ }).textContent).toContain('No messages yet');
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    fireEvent.click(row);
    expect(await screen.findByRole('dialog', { name: 'Ben Ortiz' })).toBeTruthy();
  });
});
