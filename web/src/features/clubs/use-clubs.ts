import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import type { Page } from '../../api/envelope';
import { useApi } from '../../api/use-api';
import { authenticatedAtom } from '../../app/session';
import {
  type GroupMemberDto,
  type MemberTeamsDto,
  noPermissions,
  type PermissionsDto,
  type PickupGroupDto,
  type RosterEntryDto,
  type TeamDto,
} from './club-types';

/** Spec §9: group members are listed 10 to a page. */
export const groupMembersPageSize = 10;

// One key per resource, shared by the hook that reads it and the mutations that change it.
export const clubKeys = {
  memberTeams: '/member/teams',
  team: (teamId: string) => `/team/${encodeURIComponent(teamId)}`,
  roster: (teamId: string) => `/team/${encodeURIComponent(teamId)}/roster`,
  pickupGroup: (groupId: string) => `/pickup-common/group/${encodeURIComponent(groupId)}`,
  groupMembers: (groupId: string, page: number) =>
    `/pickup-common/group/${encodeURIComponent(groupId)}/members?page=${page}&limit=${groupMembersPageSize}`,
  permissions: (scope: PermissionScope) => `permission:${scope.kind}:${scope.id}`,
} as const;

export interface PermissionScope {
  kind: 'team' | 'pickupGroup';
  id: string;
}

/** `GET /api/team/{teamId}`. */
export function useTeam(teamId: string | undefined) {
  return useApi<TeamDto>(teamId ? clubKeys.team(teamId) : null);
}

/** `GET /api/team/{teamId}/roster`: only for signed-in members of the team (spec §6). */
export function useRoster(teamId: string | undefined) {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<RosterEntryDto[]>(teamId && authenticated ? clubKeys.roster(teamId) : null);
}

/** `GET /api/member/teams`: the club selector's teams and pickup groups. */
export function useMemberTeams() {
  const authenticated = useAtomValue(authenticatedAtom);
  return useApi<MemberTeamsDto>(authenticated ? clubKeys.memberTeams : null);
}

/** `GET /api/pickup-common/group/{id}`. */
export function usePickupGroup(groupId: string | undefined) {
  return useApi<PickupGroupDto>(groupId ? clubKeys.pickupGroup(groupId) : null);
}

/** One page of a group's members (10 a page); asked even signed out, so a 401 can say to log in. */
export function useGroupMembers(groupId: string | undefined, page: number) {
  return useSWR<Page<GroupMemberDto>, ApiError>(
    groupId ? clubKeys.groupMembers(groupId, page) : null,
    (path: string) => api.getPage<GroupMemberDto>(path),
  );
}

/** The body `POST /api/permission` takes for a page's ids. */
export function permissionRequest(scope: PermissionScope) {
  return scope.kind === 'team' ? { teamId: scope.id } : { pickupGroupId: scope.id };
}

/**
 * `POST /api/permission` for the page's team or group (spec §4: loaded while the page is open,
 * refetched on demand with `mutate`; on failure complete with no rights). Signed out, no rights.
 */
export function usePermissions(scope: PermissionScope | null) {
  const authenticated = useAtomValue(authenticatedAtom);
  const response = useSWR<PermissionsDto, ApiError>(
    scope && authenticated ? clubKeys.permissions(scope) : null,
    async () => {
      if (!scope) return noPermissions;
      try {
        const reply = await api.post<{ permissions?: PermissionsDto } | PermissionsDto>(
          '/permission',
          permissionRequest(scope),
        );
        const permissions = 'permissions' in reply && reply.permissions ? reply.permissions : reply;
        return { ...noPermissions, ...(permissions as PermissionsDto), fetchComplete: true };
      } catch {
        return noPermissions;
      }
    },
  );
  const data = scope && !authenticated ? noPermissions : response.data;
  return { ...response, data };
}
