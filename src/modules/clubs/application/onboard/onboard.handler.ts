import type { TeamDto, TeamForm } from '../../../../contracts/clubs/index.ts';
import type { OnboardVerifyEmailResult } from '../../../../contracts/clubs/onboard.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { assertHuman, type CaptchaVerifier } from '../../../../platform/captcha/captcha-verifier.ts';
import type { MemberEligibilityReader } from '../../../identity/index.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { createTeam } from '../create-team/create-team.handler.ts';

/** Step 2 of /onboard: behind the bot check, whether the address has an account (sign in or sign up). */
export async function verifyOnboardingEmail(
  captcha: CaptchaVerifier,
  accounts: MemberEligibilityReader,
  input: { email: string; captchaToken?: string | undefined },
  remoteIp: string | undefined,
): Promise<OnboardVerifyEmailResult> {
  await assertHuman(captcha, input.captchaToken, remoteIp);
  return { email: input.email, hasAccount: await accounts.hasAccount(input.email) };
}

/** Step 3 of /onboard: behind the bot check, the signed-in visitor's team, with them as its captain. */
export async function onboardTeam(
  deps: ClubsDeps,
  captcha: CaptchaVerifier,
  actor: AuthenticatedMember,
  input: TeamForm & { captchaToken?: string | undefined },
  remoteIp: string | undefined,
): Promise<{ team: TeamDto; message: string }> {
  await assertHuman(captcha, input.captchaToken, remoteIp);
  const { captchaToken: _token, ...form } = input;
  return createTeam(deps, actor, form);
}
