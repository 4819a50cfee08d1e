import type { MemberOrganizerDto, ReportType } from '../../contracts/identity/index.ts';
import type { EntityManager } from '../../platform/db/orm.ts';

/**
 * Extension points other modules fill by rebinding these tokens in their own ContainerModule
 * (`rebind(IDENTITY_TOKENS.X).toResolvedValue(...)`); identity binds harmless defaults.
 */
export const IDENTITY_TOKENS = {
  /** InviteTokenHandler: applies an invite presented at sign-in (invites come later). */
  InviteTokenHandler: Symbol.for('identity.InviteTokenHandler'),
  /** MemberTeamsReader: the teams shown on a member and their profile card. */
  MemberTeamsReader: Symbol.for('identity.MemberTeamsReader'),
  /** TeammateChecker: whether two members share a team (contact visibility, spec §6). */
  TeammateChecker: Symbol.for('identity.TeammateChecker'),
  /** MemberStatsReader: games, goals, assists and POTM on the owner's profile card. */
  MemberStatsReader: Symbol.for('identity.MemberStatsReader'),
  /** MemberOrganizerReader: the organization and role of league staff (organizations fills it). */
  MemberOrganizerReader: Symbol.for('identity.MemberOrganizerReader'),
  /** Multi-bound ReportTargetResolver: one per reportable kind (player now; comment, message, event later). */
  ReportTargetResolvers: Symbol.for('identity.ReportTargetResolvers'),
  /** IdentityReadApi: what other modules may ask about members. */
  ReadApi: Symbol.for('identity.ReadApi'),
} as const;

export interface InviteTokenHandler {
  /**
   * Called after the password checked out and before the session starts; throw an AppError (the
   * SPA reads 406 as 'Invalid invite team, please try to re-login.') to refuse the sign-in.
   */
  handle(input: { memberId: string; inviteToken: string }): Promise<void>;
}

export interface MemberTeamsReader {
  teamsOf(memberId: string): Promise<Array<{ id: string; name: string }>>;
}

export interface TeammateChecker {
  areTeammates(memberId: string, otherMemberId: string): Promise<boolean>;
}

export interface MemberStats {
  games: number;
  goals: number;
  assists: number;
  potm: number;
}

export interface MemberStatsReader {
  statsOf(memberId: string): Promise<MemberStats>;
}

export interface MemberOrganizerReader {
  /** Where the member is league staff (their first organization), or null for everyone else. */
  organizerOf(memberId: string): Promise<MemberOrganizerDto | null>;
}

export interface ReportTarget {
  /** The id stored with the report (the comment's, message's, event's or player's id). */
  targetId: string;
  /** Whose content it is, when there is one (moderators see reports per member). */
  reportedMemberId: string | null;
}

export interface ReportTargetResolver {
  type: ReportType;
  /** The target, or undefined when it does not exist (a 404). */
  resolve(
    em: EntityManager,
    input: { targetId?: string; reportedPlayerId: string },
  ): Promise<ReportTarget | undefined>;
}

export const noInviteHandling: InviteTokenHandler = { handle: async () => {} };
export const noTeams: MemberTeamsReader = { teamsOf: async () => [] };
export const noTeammates: TeammateChecker = { areTeammates: async () => false };
export const noOrganizer: MemberOrganizerReader = { organizerOf: async () => null };
export const noStats: MemberStatsReader = {
  statsOf: async () => ({ games: 0, goals: 0, assists: 0, potm: 0 }),
};
