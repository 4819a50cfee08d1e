import { type ProfileCompleteness, profileCompleteness } from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../../infrastructure/member.store.ts';

/**
 * Whether a member may be added through an invite or onboarding yet (spec §4, §5 "Profile
 * completeness"): a complete profile and at least 18. Undefined for an unknown or deactivated member.
 */
export interface MemberEligibilityReader {
  eligibility(memberId: string, today?: Date): Promise<ProfileCompleteness | undefined>;
  /** Whether an active account signs in with this (lower-cased) address: onboarding's next step. */
  hasAccount(email: string): Promise<boolean>;
}

export const MEMBER_ELIGIBILITY_READER = Symbol.for('identity.MemberEligibilityReader');

export function createMemberEligibilityReader(em: EntityManager): MemberEligibilityReader {
  return {
    async hasAccount(email) {
      const rows = await em.execute(`select 1 from member where email = ? and status = 'active'`, [
        email.toLowerCase(),
      ]);
      return rows.length > 0;
    },
    async eligibility(memberId, today = new Date()) {
      if (!isUuid(memberId)) return undefined;
      const rows = await em.execute<Array<Record<string, string | null>>>(
        `select first_name, last_name, zip, to_char(birthday, 'YYYY-MM-DD') as birthday, location, gender,
           phone_number from member where id = ? and status = 'active'`,
        [memberId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return profileCompleteness(
        {
          firstName: row.first_name,
          lastName: row.last_name,
          zip: row.zip,
          birthday: row.birthday,
          location: row.location,
          gender: row.gender as never,
          phoneNumber: row.phone_number,
        },
        today,
      );
    },
  };
}
