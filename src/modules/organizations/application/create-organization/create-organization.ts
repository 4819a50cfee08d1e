import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { conflict, notFound } from '../../../../platform/errors/app-error.ts';
import type { NewOrganization } from '../../domain/new-organization.ts';
import {
  insertOrganization,
  insertWorkspace,
  lockOrganizationCreation,
  organizationIdByName,
  workspacesOf,
} from '../../infrastructure/organization.store.ts';
import { addStaffMember } from '../../infrastructure/staff.store.ts';
import type { MemberIdByEmail } from '../staff/manage-staff.ts';

export interface CreatedOrganization {
  organizationId: number;
  /** False when an organization of this name was there already (the command was run before). */
  created: boolean;
  workspaces: Array<{ id: number; name: string; urlPath: string; timeZone: string; created: boolean }>;
  coordinator: { memberId: string; email: string } | null;
}

export const CREATE_ORGANIZATION_MESSAGES = {
  noSuchMember: (email: string) =>
    `No member has the e-mail ${email}: they sign up first, then run this again (nothing was changed).`,
  pathTaken: (city: string, path: string, other: string) =>
    `The city "${city}" would use the address path "${path}", which the organization's "${other}" already has (nothing was changed).`,
} as const;

/**
 * npm run org:create: makes an organization with its workspaces and, given an e-mail, its first
 * coordinator, in one transaction with its events. Safe to run again: an organization of the same name
 * is reused, workspaces it has already (same path) are kept, and only what is missing is added.
 */
export async function createOrganization(
  em: EntityManager,
  memberIdByEmail: MemberIdByEmail,
  input: NewOrganization,
): Promise<CreatedOrganization> {
  // Who the coordinator is, before anything is written: an unknown address changes nothing.
  const email = input.coordinatorEmail;
  const memberId = email ? await memberIdByEmail(email) : undefined;
  if (email && !memberId) throw notFound(CREATE_ORGANIZATION_MESSAGES.noSuchMember(email));
  return em.transactional(async (tx) => {
    await lockOrganizationCreation(tx);
    const existing = await organizationIdByName(tx, input.name);
    const organizationId = existing ?? (await insertOrganization(tx, input.name));
    if (existing === undefined)
      recordEvent(tx, 'organizations.organization-created', { organizationId, name: input.name });
    const before = await workspacesOf(tx, organizationId);
    const workspaces: CreatedOrganization['workspaces'] = [];
    for (const workspace of input.workspaces) {
      const same = before.find((w) => w.url_path === workspace.urlPath);
      if (same && same.name.toLowerCase() !== workspace.name.toLowerCase())
        throw conflict(CREATE_ORGANIZATION_MESSAGES.pathTaken(workspace.name, workspace.urlPath, same.name));
      if (same) {
        workspaces.push({
          id: Number(same.id),
          name: same.name,
          urlPath: same.url_path,
          timeZone: same.time_zone,
          created: false,
        });
        continue;
      }
      const id = await insertWorkspace(tx, organizationId, workspace);
      recordEvent(tx, 'organizations.workspace-created', { organizationId, workspaceId: id, ...workspace });
      workspaces.push({ id, ...workspace, created: true });
    }
    if (memberId) {
      await addStaffMember(tx, { organizationId, memberId, role: 'coordinator' });
      recordEvent(tx, 'organizations.staff-added', {
        organizationId,
        memberId,
        role: 'coordinator',
        actorId: null,
      });
    }
    return {
      organizationId,
      created: existing === undefined,
      workspaces,
      coordinator: memberId && email ? { memberId, email } : null,
    };
  });
}
