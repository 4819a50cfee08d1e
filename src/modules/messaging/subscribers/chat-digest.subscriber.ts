import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { AnyScheduledJobHandler, ScheduledJobHandler } from '../../../platform/scheduler/index.ts';
import {
  type ChatDigestDeps,
  type ChatDigestRun,
  planChatDigests,
  SEND_CHAT_DIGEST_JOB,
  sendChatDigest,
} from '../application/chat-digest/chat-digest.ts';

// Each message plans its recipients' digests 15 minutes on; scheduling is by deterministic id, so a
// retried subscriber changes nothing.
export function chatDigestSubscribers(deps: ChatDigestDeps): AnyEventSubscriber[] {
  const subscribers = [
    defineSubscriber({
      name: 'messaging.plan-chat-digest-on-direct-message',
      event: 'messaging.direct-message-sent',
      handle: ({ payload }) => planChatDigests(deps, [payload.receiverId], new Date(payload.createdAt)),
    }),
    defineSubscriber({
      name: 'messaging.plan-chat-digest-on-team-message',
      event: 'messaging.team-message-sent',
      handle: ({ payload }) => planChatDigests(deps, payload.recipientIds, new Date(payload.createdAt)),
    }),
  ];
  return subscribers;
}

/** The delayed job that mails a member's chat digest. */
export function sendChatDigestJob(deps: ChatDigestDeps): AnyScheduledJobHandler {
  const handler: ScheduledJobHandler<ChatDigestRun> = {
    name: SEND_CHAT_DIGEST_JOB,
    async handle(run, { em, jobId }) {
      await sendChatDigest(deps, em, run, jobId);
    },
  };
  return handler;
}
