import { AppError } from '../../../platform/errors/app-error.ts';
import { type TeamRole, teamRoleOf } from '../../clubs/index.ts';
import type { MemberSummary } from '../../identity/index.ts';
import {
  type DirectPeer,
  directMessageRefusal,
  directReadRefusal,
  isUuid,
  type Refusal,
  teamChatRefusal,
} from '../domain/chat-rules.ts';
import type { MessagingDeps } from './messaging-deps.ts';

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw new AppError(refusal.status, refusal.message);
};

export interface DirectAccess {
  /** Names and avatars of both members (the senders of every message in the conversation). */
  names: Map<string, MemberSummary>;
}

async function peerOf(deps: MessagingDeps, actorId: string, peerId: string, withBlocks: boolean) {
  if (!isUuid(peerId)) return { names: new Map<string, MemberSummary>(), peer: undefined };
  const { names, blockedEitherWay } = withBlocks
    ? await deps.identity.conversationPeers(actorId, peerId)
    : { names: await deps.identity.memberSummaries([actorId, peerId]), blockedEitherWay: false };
  const summary = names.get(peerId);
  const peer: DirectPeer = {
    exists: summary !== undefined,
    active: summary?.active === true,
    blockedEitherWay,
  };
  return { names, peer };
}

/** May `actorId` write to `peerId`? One statement: both names, and the block both ways. */
export async function assertMayMessage(
  deps: MessagingDeps,
  actorId: string,
  peerId: string,
): Promise<DirectAccess> {
  const { names, peer } = await peerOf(deps, actorId, peerId, true);
  refuse(
    directMessageRefusal(actorId, peerId, peer ?? { exists: false, active: false, blockedEitherWay: false }),
  );
  return { names };
}

/** May `actorId` read the conversation with `peerId`? One statement. */
export async function assertMayRead(
  deps: MessagingDeps,
  actorId: string,
  peerId: string,
): Promise<DirectAccess> {
  const { names, peer } = await peerOf(deps, actorId, peerId, false);
  refuse(
    directReadRefusal(actorId, peerId, peer ?? { exists: false, active: false, blockedEitherWay: false }),
  );
  return { names };
}

/** Team chat is for the roster only (one statement); an unknown team is a 404. */
export async function assertTeamChatMember(
  deps: MessagingDeps,
  actorId: string,
  teamId: string,
): Promise<TeamRole> {
  const role = await teamRoleOf(deps.em, teamId, actorId);
  refuse(teamChatRefusal(role));
  return role!;
}
