import { describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '../../../contracts/messaging/index.ts';
import {
  directMessageRefusal,
  directReadRefusal,
  directRooms,
  messagePreview,
  pushToRooms,
  teamChatRefusal,
  teamRooms,
} from './chat-rules.ts';

const ana = '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10';
const ben = '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e11';
const peer = { exists: true, active: true, blockedEitherWay: false };

describe('direct messages', () => {
  it('lets two members who have not blocked each other write', () => {
    expect(directMessageRefusal(ana, ben, peer)).toBeNull();
  });

  it('refuses when either member blocked the other', () => {
    expect(directMessageRefusal(ana, ben, { ...peer, blockedEitherWay: true })).toEqual({
      status: 403,
      message: MESSAGING_MESSAGES.blocked,
    });
  });

  it('refuses writing to oneself, an unknown or a deactivated member', () => {
    expect(directMessageRefusal(ana, ana, peer)?.message).toBe(MESSAGING_MESSAGES.self);
    expect(directMessageRefusal(ana, 'nope', peer)?.status).toBe(404);
    expect(directMessageRefusal(ana, ben, { ...peer, exists: false })?.status).toBe(404);
    expect(directMessageRefusal(ana, ben, { ...peer, active: false })?.status).toBe(404);
  });

  it('keeps the history readable after a block, and with a deactivated member', () => {
    expect(directReadRefusal(ana, ben, { ...peer, blockedEitherWay: true })).toBeNull();
    expect(directReadRefusal(ana, ben, { ...peer, active: false })).toBeNull();
    expect(directReadRefusal(ana, ben, { ...peer, exists: false })?.status).toBe(404);
  });

  it('goes to every tab of both members', () => {
    expect(directRooms(ana, ben)).toEqual([`member:${ana}`, `member:${ben}`]);
  });
});

describe('team chat', () => {
  it('is for members of the team only', () => {
    expect(teamChatRefusal({ isMember: true })).toBeNull();
    expect(teamChatRefusal({ isMember: false })).toEqual({
      status: 403,
      message: MESSAGING_MESSAGES.teamMembersOnly,
    });
    expect(teamChatRefusal(undefined)?.status).toBe(404);
  });
});

describe('pushes and previews', () => {
  it('pushes once, to each room once', () => {
    const emits: Array<string | readonly string[]> = [];
    pushToRooms(
      { toRoom: (room) => emits.push(room) },
      ['member:a', 'member:b', 'member:a'],
      'chat:message',
      {},
    );
    expect(emits).toEqual([['member:a', 'member:b']]);
  });

  it('sends a team message to every member on the roster but those who blocked its sender', () => {
    expect(teamRooms(['a', 'b', 'c'])).toEqual(['member:a', 'member:b', 'member:c']);
    expect(teamRooms(['a', 'b', 'c'], new Set(['b', 'z']))).toEqual(['member:a', 'member:c']);
  });

  it('previews a message on one line, cut with an ellipsis', () => {
    expect(messagePreview('  Kickoff\n at 9  ')).toBe('Kickoff at 9');
    const long = messagePreview('a'.repeat(500));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
