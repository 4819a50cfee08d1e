import { describe, expect, it } from 'vitest';
import {
  chatSendSchema,
  conversationKeyOf,
  likeSchema,
  MESSAGE_MAX,
  MESSAGING_MESSAGES,
  sendDirectMessageSchema,
} from './index.ts';

const id = '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10';

describe('message content', () => {
  it('keeps the text exactly as typed, markup included', () => {
    const content = '  <b>hi</b> & bye  ';
    expect(sendDirectMessageSchema.parse({ receiverId: id, content }).content).toBe(content);
  });

  it('refuses a blank message and one over the limit with the spec-style messages', () => {
    const blank = sendDirectMessageSchema.safeParse({ receiverId: id, content: ' \n ' });
    expect(blank.error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.required);
    const long = sendDirectMessageSchema.safeParse({ receiverId: id, content: 'x'.repeat(MESSAGE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe('Messages can be at most 2,000 characters.');
  });
});

describe('socket payloads', () => {
  it('tells a direct from a team message by type', () => {
    expect(chatSendSchema.parse({ type: 'tm', teamId: id, content: 'go' })).toEqual({
      type: 'tm',
      teamId: id,
      content: 'go',
    });
    expect(chatSendSchema.safeParse({ type: 'dm', teamId: id, content: 'go' }).success).toBe(false);
  });

  it('accepts the spec like payload', () => {
    expect(
      likeSchema.safeParse({
        action: 'clap',
        targetId: id,
        senderId: id,
        targetType: 'direct_message',
        receiverId: id,
      }).success,
    ).toBe(true);
    expect(likeSchema.safeParse({ action: 'love', targetId: id, targetType: 'direct_message' }).success).toBe(
      false,
    );
  });

  it('names the conversation of a push from the viewer side', () => {
    const message = {
      id,
      content: 'x',
      senderId: 'a',
      createdAt: '',
      avatar: null,
      firstName: '',
      lastName: '',
      clapCount: 0,
      hasClapped: false,
    };
    expect(conversationKeyOf({ type: 'dm', senderId: 'a', receiverId: 'b', message }, 'b')).toBe('dm:a');
    expect(conversationKeyOf({ type: 'dm', senderId: 'a', receiverId: 'b', message }, 'a')).toBe('dm:b');
    expect(conversationKeyOf({ type: 'tm', teamId: 't', message }, 'a')).toBe('tm:t');
  });
});
