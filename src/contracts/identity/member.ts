import type { Gender } from './rules.ts';

export type AuthProvider = 'google' | 'apple';

/** The social sign-ins, in the order the screens offer them. */
export const AUTH_PROVIDERS = ['google', 'apple'] as const satisfies readonly AuthProvider[];

/** The member's own profile: what the member table holds and `GET /api/member/me` returns alike. */
export interface MemberProfile {
  firstName: string;
  lastName: string;
  avatar: string | null;
  phoneNumber: string | null;
  gender: Gender | null;
  birthday: string | null;
  location: string | null;
  street: string | null;
  state: string | null;
  zip: string | null;
  favoriteTeam: string | null;
  role: 'player' | 'coordinator' | 'referee';
}

/** The signed-in member as `GET /api/member/me` and sign-in return it. */
export interface MemberDto extends MemberProfile {
  id: string;
  memberId: string;
  email: string;
  emailVerified: boolean;
  teams: Array<{ id: string; name: string }>;
  authSchemas: { providers: AuthProvider[]; hasPassword: boolean };
  registrationComplete: boolean;
}

/** The league organization a member is staff of: the profile card's verified badge (spec §2). */
export interface MemberOrganizerDto {
  organizationId: number;
  organizationName: string;
  role: 'coordinator' | 'referee';
  /** 'Coordinator' (the default) or 'Referee'. */
  roleLabel: string;
}

/** Another member's profile card (spec §6: contact only to owner or teammates; stats only to owner). */
export interface PlayerProfileDto {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  teams: Array<{ id: string; name: string }>;
  /** The organizer role when the member is league staff (then `organizer` says where), else theirs. */
  role: MemberProfile['role'];
  organizer: MemberOrganizerDto | null;
  isBlocked: boolean;
  isSelf: boolean;
  contact: { email?: string; phoneNumber?: string } | null;
  stats: { games: number; goals: number; assists: number; potm: number } | null;
}

/** A new session: what the server issues, and what a Bearer client receives in the body. */
export interface AuthResult {
  member: MemberDto;
  accessToken: string;
  refreshToken: string;
}

/** What a browser receives when it signs in: the member; its tokens stay in httpOnly cookies. */
export interface BrowserSession {
  member: MemberDto;
}

/** The display name of a deactivated member's content. */
export const DELETED_PLAYER_NAME = 'Deleted player';
