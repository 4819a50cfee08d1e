import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { REPORT_MESSAGES, type reportSchema } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { badRequest, notFound } from '../../../../platform/errors/app-error.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import { Report } from '../../infrastructure/report.entity.ts';
import type { ReportTarget, ReportTargetResolver } from '../../ports.ts';
import { MEMBER_NOT_FOUND } from '../block-member/block-member.handler.ts';
import type { HandlerDeps } from '../handler-deps.ts';

export type ReportInput = z.output<typeof reportSchema>;

/** Players are reportable now; comments, messages and events add their resolver with their modules. */
export const playerReportTarget: ReportTargetResolver = {
  type: 'player',
  async resolve(em, { reportedPlayerId }) {
    const member = await findMemberById(em, reportedPlayerId);
    return member ? { targetId: member.id, reportedMemberId: member.id } : undefined;
  },
};

export async function submitReport(
  deps: HandlerDeps,
  resolvers: readonly ReportTargetResolver[],
  actor: AuthenticatedMember,
  input: ReportInput,
): Promise<{ id: string; message: string }> {
  if (input.reportedPlayerId === actor.memberId) {
    throw badRequest([{ message: REPORT_MESSAGES.self, field: 'reportedPlayerId' }]);
  }
  // Several modules may own a kind (team-event and pickup comments): the first that knows the id wins.
  const candidates = resolvers.filter((candidate) => candidate.type === input.type);
  if (candidates.length === 0)
    throw badRequest([
      {
        message: `Reporting ${/^[aeiou]/.test(input.type) ? 'an' : 'a'} ${input.type} is not available yet.`,
        field: 'type',
      },
    ]);
  let target: ReportTarget | undefined;
  for (const resolver of candidates) {
    target ??= await resolver.resolve(deps.em, {
      targetId: input.targetId,
      reportedPlayerId: input.reportedPlayerId,
    });
  }
  if (!target) throw notFound(input.type === 'player' ? MEMBER_NOT_FOUND : 'Not found.');
  if (target.reportedMemberId === actor.memberId) {
    throw badRequest([{ message: REPORT_MESSAGES.self, field: 'reportedPlayerId' }]);
  }
  const id = randomUUID();
  await deps.em.transactional(async (em) => {
    em.create(Report, {
      id,
      reporterId: actor.memberId,
      type: input.type,
      targetId: target.targetId,
      reportedMemberId: target.reportedMemberId,
      reason: input.reason ?? null,
      createdAt: deps.clock.now(),
    });
    deps.bus.record(em, 'identity.member-reported', {
      reportId: id,
      type: input.type,
      targetId: target.targetId,
    });
  });
  return { id, message: REPORT_MESSAGES.sent };
}
