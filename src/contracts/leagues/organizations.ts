import { z } from 'zod';
import { emailField } from '../identity/sign-up.ts';

// Organizations (league operators), their workspaces (one per city) and staff.

export const STAFF_ROLES = ['coordinator', 'referee'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Profile card label (spec §2/§6: default Coordinator, or Referee). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  coordinator: 'Coordinator',
  referee: 'Referee',
};

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found.',
  workspaceNotFound: 'Workspace not found.',
  coordinatorsOnly: 'Only a coordinator of this organization can do that.',
  invalidWorkspace: 'Choose a workspace',
  memberNotFound: 'No member has this email.',
  staffNotFound: 'This member is not staff of the organization.',
  lastCoordinator: 'An organization needs at least one coordinator.',
  staffAdded: 'Staff member saved.',
  staffRemoved: 'Staff member removed.',
} as const;

export interface OrganizationDto {
  id: number;
  name: string;
  logo: string | null;
}

/** A workspace is one of the organization's cities. */
export interface WorkspaceDto {
  id: number;
  organizationId: number;
  name: string;
  urlPath: string;
  /** IANA zone the workspace's games are played in. */
  timeZone: string;
}

export interface StaffDto {
  memberId: string;
  organizationId: number;
  role: StaffRole;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** GET /api/member/organizations-workspaces: where the signed-in member is staff. */
export interface MemberOrganizationWorkspacesDto {
  organization: OrganizationDto;
  role: StaffRole;
  roleLabel: string;
  workspaces: WorkspaceDto[];
}

/** GET /api/organization-common/{orgId}/leagues?orgWorkspaceId. */
export const orgLeaguesQuerySchema = z.object({
  orgWorkspaceId: z.coerce
    .number({ error: ORGANIZATION_MESSAGES.invalidWorkspace })
    .int(ORGANIZATION_MESSAGES.invalidWorkspace)
    .positive(ORGANIZATION_MESSAGES.invalidWorkspace)
    .optional(),
});
export type OrgLeaguesQuery = z.output<typeof orgLeaguesQuerySchema>;

export const ORG_FEED_LIMIT = 20;

/** GET /api/organization-common/{orgId}/feed?page&limit&orgWorkspaceId (spec §9: 20 a page). */
export const orgFeedQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 50' })
    .int()
    .min(1)
    .max(50)
    .default(ORG_FEED_LIMIT),
  orgWorkspaceId: orgLeaguesQuerySchema.shape.orgWorkspaceId,
});
export type OrgFeedQuery = z.output<typeof orgFeedQuerySchema>;

/** POST /api/organization/{orgId}/staff (coordinators): add a member by e-mail, or change their role. */
export const staffSchema = z.object({
  email: emailField(),
  role: z.enum(STAFF_ROLES, { error: 'Role must be coordinator or referee' }),
});
export type StaffRequest = z.output<typeof staffSchema>;

/** What adding or removing a staff member answers. */
export interface StaffResultDto {
  staff: { memberId: string; organizationId: number; role: StaffRole; roleLabel: string };
  message: string;
}
