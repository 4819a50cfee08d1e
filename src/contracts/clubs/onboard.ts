import { z } from 'zod';
import { emailField } from '../identity/sign-up.ts';
import { teamFormSchema } from './team.ts';

// Onboarding (spec §2 /onboard "create team; opens over the current page, wrapped in a bot check";
// §7 POST /api/onboard and POST /api/onboard/verify-email). The flow the SPA runs:
//   1. the visitor fills in the team form;
//   2. `POST /api/onboard/verify-email {email, captchaToken}` says whether that address has an account,
//      so the screen asks for a password (sign in) or for the sign-up fields (create account);
//   3. signed in, `POST /api/onboard {…team form, captchaToken}` creates the team with them as captain.

const captchaToken = z.string().max(4096, 'Captcha token is too long').optional();

export const onboardVerifyEmailSchema = z.object({ email: emailField(), captchaToken });
export type OnboardVerifyEmailInput = z.input<typeof onboardVerifyEmailSchema>;

export interface OnboardVerifyEmailResult {
  email: string;
  /** True: sign in to continue; false: create an account to continue. */
  hasAccount: boolean;
}

export const onboardTeamSchema = teamFormSchema().extend({ captchaToken });
export type OnboardTeamInput = z.input<typeof onboardTeamSchema>;
