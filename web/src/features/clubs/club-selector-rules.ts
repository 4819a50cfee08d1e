import type { MemberTeamsDto } from './club-types';

export type ClubKind = 'team' | 'pickupGroup';

export interface ClubEntry {
  kind: ClubKind;
  id: string;
  name: string;
  /** A team's abbreviation or a group's acronym. */
  short: string;
  /** A team's logo or a group's badge. */
  image: string | null;
  /** The club's page, also what is remembered as the previous team path. */
  path: string;
  /** The tag spec §2 shows beside each entry. */
  tag: 'team' | 'pickup group';
}

export const teamPath = (teamId: string) => `/team/${teamId}`;
export const pickupGroupPath = (groupId: string) => `/pickup-group/${groupId}`;

/** Spec §2: the user's teams (tagged team), then pickup groups (tagged pickup group). */
export function clubEntries(clubs: MemberTeamsDto | undefined): ClubEntry[] {
  if (!clubs) return [];
  return [
    ...clubs.teams.map(
      (team): ClubEntry => ({
        kind: 'team',
        id: team.id,
        name: team.name,
        short: team.abbreviation,
        image: team.logo,
        path: teamPath(team.id),
        tag: 'team',
      }),
    ),
    ...clubs.pickupGroups.map(
      (group): ClubEntry => ({
        kind: 'pickupGroup',
        id: group.id,
        name: group.name,
        short: group.acronym,
        image: group.badge,
        path: pickupGroupPath(group.id),
        tag: 'pickup group',
      }),
    ),
  ];
}

/**
 * Spec §2: the trigger shows the abbreviation of the remembered team or group, else 'My Teams' (the
 * user has a team) or 'My Groups' (only groups), or 'create' when the user has none.
 */
export function clubTriggerText(clubs: MemberTeamsDto | undefined, lastClubPath: string | null): string {
  const entries = clubEntries(clubs);
  const remembered = entries.find((entry) => entry.path === lastClubPath);
  if (remembered?.short) return remembered.short;
  if ((clubs?.teams.length ?? 0) > 0) return 'My Teams';
  if ((clubs?.pickupGroups.length ?? 0) > 0) return 'My Groups';
  return 'create';
}
