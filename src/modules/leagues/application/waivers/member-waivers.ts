import {
  type MemberWaiverDto,
  type SignedWaiverDto,
  WAIVER_MESSAGES,
} from '../../../../contracts/waivers/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { memberTeamRoles } from '../../../clubs/index.ts';
import {
  currentWaiver,
  isMemberWaiverOutstanding,
  memberWaivers,
  requestWaiverReminder,
  signedWaiverById,
  staffOrganizationIds,
} from '../../../organizations/index.ts';
import { isUuid } from '../league-access.ts';
import { leagueOrganizationsOfTeams } from '../queries/team-league-organizations.query.ts';

// A member's waivers as the leagues see them: the organizations that matter are those whose leagues the
// member's teams play in (leagues' own rows), and who may look is the member, a captain of one of those
// teams (for that team's organizations) or the organization's staff. Waivers themselves are the
// organizations module's (its index.ts).

interface WaiverAudience {
  /** Organizations the viewer may see the member's waiver for. */
  organizationIds: Set<number>;
  /** Of those, where the viewer may send a reminder (captain or staff, never the member themself). */
  remindable: Set<number>;
}

/** Four statements whatever the number of teams, leagues and organizations. */
async function waiverAudience(
  em: EntityManager,
  viewerId: string,
  memberId: string,
): Promise<WaiverAudience> {
  const memberTeams = await memberTeamRoles(em, memberId);
  const orgsByTeam = await leagueOrganizationsOfTeams(
    em,
    memberTeams.map((role) => role.team.id),
  );
  const relevant = new Set([...orgsByTeam.values()].flat());
  if (viewerId === memberId) return { organizationIds: relevant, remindable: new Set() };
  const memberTeamIds = new Set(memberTeams.map((role) => role.team.id));
  const remindable = new Set<number>();
  for (const role of await memberTeamRoles(em, viewerId))
    if (role.isCaptain && memberTeamIds.has(role.team.id))
      for (const orgId of orgsByTeam.get(role.team.id) ?? []) remindable.add(orgId);
  for (const orgId of await staffOrganizationIds(em, viewerId))
    if (relevant.has(orgId)) remindable.add(orgId);
  return { organizationIds: remindable, remindable };
}

/** GET /api/team/members/{memberId}/waivers: 403 unless the viewer is the member, a captain or staff. */
export async function listMemberWaivers(
  em: EntityManager,
  viewerId: string,
  memberId: string,
): Promise<MemberWaiverDto[]> {
  if (!isUuid(memberId)) throw notFound(WAIVER_MESSAGES.memberNotFound);
  const audience = await waiverAudience(em, viewerId, memberId);
  if (viewerId !== memberId && audience.organizationIds.size === 0)
    throw forbidden(WAIVER_MESSAGES.notAllowed);
  return memberWaivers(em, memberId, [...audience.organizationIds]);
}

/** GET /api/signed-waivers/{id}: the member, or whoever may see their waiver with that organization. */
export async function readSignedWaiver(
  em: EntityManager,
  viewerId: string,
  signatureId: string,
): Promise<SignedWaiverDto> {
  const signed = await signedWaiverById(em, signatureId);
  if (!signed) throw notFound(WAIVER_MESSAGES.signedWaiverNotFound);
  if (signed.memberId === viewerId) return signed;
  const audience = await waiverAudience(em, viewerId, signed.memberId);
  if (!audience.organizationIds.has(signed.organization.id)) throw forbidden(WAIVER_MESSAGES.notAllowed);
  return signed;
}

/** POST /api/team/members/{memberId}/waivers/{orgId}/reminder: a captain or staff member asks for the mail. */
export async function remindMemberToSign(
  em: EntityManager,
  viewerId: string,
  memberId: string,
  organizationId: number,
): Promise<{ message: string }> {
  if (!isUuid(memberId)) throw notFound(WAIVER_MESSAGES.memberNotFound);
  const audience = await waiverAudience(em, viewerId, memberId);
  if (!audience.remindable.has(organizationId)) throw forbidden(WAIVER_MESSAGES.remindNotAllowed);
  const waiver = await currentWaiver(em, organizationId);
  if (!waiver) throw notFound(WAIVER_MESSAGES.noWaiver);
  if (!(await isMemberWaiverOutstanding(em, memberId, organizationId)))
    throw conflict(WAIVER_MESSAGES.alreadySigned);
  await requestWaiverReminder(em, { organizationId, memberId, waiverId: waiver.id, actorId: viewerId });
  return { message: WAIVER_MESSAGES.reminderSent };
}
