/** GET /api/member/teams: what the club selector lists (spec §2). */
export interface MemberTeamsDto {
  teams: Array<{
    id: string;
    name: string;
    abbreviation: string;
    logo: string | null;
    isCaptain: boolean;
  }>;
  pickupGroups: Array<{
    id: string;
    name: string;
    acronym: string;
    badge: string | null;
    isAdmin: boolean;
  }>;
}
