// The shapes the clubs screens read (spec §3), from the clubs contracts the server answers with.
export type {
  MemberTeamsDto,
  PermissionsDto,
  RosterEntryDto,
  TeamDto,
} from '../../../../src/contracts/clubs/index.ts';
export { NO_PERMISSIONS as noPermissions } from '../../../../src/contracts/clubs/no-permissions.ts';
export type {
  PickupGroupDto,
  PickupGroupMemberDto as GroupMemberDto,
} from '../../../../src/contracts/clubs/pickup-group.ts';
