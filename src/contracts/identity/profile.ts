import { z } from 'zod';
import { MAX_IMAGE_BYTES } from './member-rules.ts';
import { DEACTIVATE_MESSAGES, DEACTIVATE_RECENT_SIGN_IN_MINUTES, PROFILE_MESSAGES } from './messages.ts';
import {
  ageOn,
  digitsOf,
  GENDERS,
  type Gender,
  MINIMUM_AGE,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  requiredText,
} from './rules.ts';
import { birthdayField } from './sign-up.ts';

export { DEACTIVATE_MESSAGES, DEACTIVATE_RECENT_SIGN_IN_MINUTES, MAX_IMAGE_BYTES, PROFILE_MESSAGES };

/**
 * DELETE /api/member: the password of an account that has one (the server answers which is missing or
 * wrong); an account without one sends nothing and must have signed in recently.
 */
export const deactivateAccountSchema = z
  .object({ password: z.string({ error: DEACTIVATE_MESSAGES.passwordRequired }).max(256).optional() })
  // A DELETE may come with no body at all: the same as sending no password.
  .default({});
export type DeactivateAccountRequest = z.infer<typeof deactivateAccountSchema>;

/** Spec §5 Profile: the phone has one message, 'Invalid phone number', whatever is wrong with it. */
const profilePhoneField = z
  .string({ error: PROFILE_MESSAGES.phone })
  .trim()
  .regex(PHONE_PATTERN, PROFILE_MESSAGES.phone);

/** The profile form (spec §5 Profile): every field the form shows, with its messages. */
export const profileFormSchema = z.object({
  firstName: requiredText(PROFILE_MESSAGES.required, 50),
  lastName: requiredText(PROFILE_MESSAGES.required, 50),
  location: requiredText(PROFILE_MESSAGES.required, 120),
  birthday: birthdayField(PROFILE_MESSAGES.age),
  gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.gender }),
  phoneNumber: profilePhoneField,
  zip: z
    .string({ error: PROFILE_MESSAGES.postalCode })
    .trim()
    .min(1, PROFILE_MESSAGES.postalCode)
    .regex(POSTAL_CODE_PATTERN, PROFILE_MESSAGES.postalCode),
  street: z.string().trim().max(120).optional(),
  state: z.string().trim().max(60).optional(),
  favoriteTeam: z.string().trim().max(80).optional(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/**
 * PATCH /api/member: a partial update. A field left out keeps its value; a field sent is held to the
 * profile form's rule and message (so `null` or '' for a required field is refused, not stored).
 */
export const updateProfileSchema = profileFormSchema.partial();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  zip?: string | null;
  birthday?: string | null;
  location?: string | null;
  gender?: Gender | null;
  phoneNumber?: string | null;
}

export type ProfileCompleteness =
  | { complete: true }
  | { complete: false; reason: 'incomplete' | 'tooYoung'; message: string };

/**
 * Spec §5 "Profile completeness": what an invite or onboarding waits for. Social sign-in creates
 * accounts without these, and the COMPLETE REGISTRATION form asks for them.
 */
export function profileCompleteness(member: ProfileFields, today: Date = new Date()): ProfileCompleteness {
  const filled = (value: string | null | undefined) => (value ?? '').trim().length >= 1;
  const complete =
    filled(member.firstName) &&
    filled(member.lastName) &&
    filled(member.zip) &&
    filled(member.birthday) &&
    filled(member.location) &&
    filled(member.gender) &&
    digitsOf(member.phoneNumber ?? '').length >= 10;
  if (!complete) return { complete: false, reason: 'incomplete', message: PROFILE_MESSAGES.completeProfile };
  if (ageOn(member.birthday!, today) < MINIMUM_AGE) {
    return { complete: false, reason: 'tooYoung', message: PROFILE_MESSAGES.tooYoung };
  }
  return { complete: true };
}
