import { Router } from 'express';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  MAX_IMAGE_BYTES,
  PROFILE_MESSAGES,
  reportSchema,
  updateProfileSchema,
} from '../../../contracts/identity/index.ts';
import { type AuthGuards, clearSessionCookies, requireCurrentMember } from '../../../platform/auth/index.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { singleImageUpload } from '../../../platform/images/single-image-upload.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { setBlocked } from '../application/block-member/block-member.handler.ts';
import { changeEmail } from '../application/change-email/change-email.handler.ts';
import { changePassword } from '../application/change-password/change-password.handler.ts';
import { deactivateMember } from '../application/deactivate-member/deactivate-member.handler.ts';
import { getMe, getPlayerProfile } from '../application/queries/member-queries.ts';
import { pendingEmailChange } from '../application/queries/pending-email-change.query.ts';
import { type ReportInput, submitReport } from '../application/report-member/report.handler.ts';
import { type ProfileUpdate, updateProfile } from '../application/update-profile/update-profile.handler.ts';
import { uploadAvatar } from '../application/upload-avatar/upload-avatar.handler.ts';
import { resendVerification } from '../application/verify-email/resend-verification.handler.ts';
import type { IdentityServices } from '../identity-services.ts';
import { rejectNul } from './reject-nul.ts';

export const memberParams = z.object({ memberId: z.string().max(64) });
const NO_FILE = 'Please choose a file to upload';

/** One file in the field `file`, at most 5 MB, held in memory until it is checked and re-encoded. */
const singleImage = () =>
  singleImageUpload({
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: PROFILE_MESSAGES.uploadTooLarge,
    noFileMessage: NO_FILE,
  });

export function memberRoutes(
  services: IdentityServices,
  guards: AuthGuards,
  resendLimiter: RateLimiter,
): Router {
  const router = Router();
  router.use(guards.requireMember, rejectNul);
  const deps = services.deps;

  router.get('/me', async (_req, res) => {
    res.json(success(await getMe(services.em, services.readers.teams, requireCurrentMember(res).memberId)));
  });

  router.patch('/', validate({ body: updateProfileSchema }), async (_req, res) => {
    const { body } = input<{ body: ProfileUpdate }>(res);
    res.json(success(await updateProfile(deps, services.readers.teams, requireCurrentMember(res), body)));
  });

  router.delete('/', async (_req, res) => {
    const result = await deactivateMember(deps, requireCurrentMember(res));
    clearSessionCookies(res, services.settings.publicUrl);
    res.json(success(result));
  });

  router.patch('/change-email', validate({ body: changeEmailSchema }), async (_req, res) => {
    const { body } = input<{ body: { password: string; email: string } }>(res);
    res.json(success(await changeEmail(deps, requireCurrentMember(res), body)));
  });

  router.get('/email-change', async (_req, res) => {
    const memberId = requireCurrentMember(res).memberId;
    res.json(success(await pendingEmailChange(services.em, memberId, services.clock.now())));
  });

  router.patch('/change-password', validate({ body: changePasswordSchema }), async (_req, res) => {
    const { body } = input<{ body: { currentPassword: string; newPassword: string } }>(res);
    res.json(success(await changePassword(deps, requireCurrentMember(res), body)));
  });

  router.post('/verify-email/resend', async (_req, res) => {
    const actor = requireCurrentMember(res);
    await resendLimiter.consume(actor.memberId);
    res.json(success(await resendVerification(deps, actor)));
  });

  router.post('/avatar/upload', singleImage(), async (req, res) => {
    if (!req.file) throw badRequest([{ message: NO_FILE, field: 'file' }]);
    res.json(success(await uploadAvatar(deps, services.storage, requireCurrentMember(res), req.file.buffer)));
  });

  router.get('/:memberId', validate({ params: memberParams }), async (_req, res) => {
    const { params } = input<{ params: { memberId: string } }>(res);
    res.json(
      success(
        await getPlayerProfile(
          services.em,
          services.readers,
          requireCurrentMember(res).memberId,
          params.memberId,
        ),
      ),
    );
  });

  router.post('/:memberId/block', validate({ params: memberParams }), async (_req, res) => {
    const { params } = input<{ params: { memberId: string } }>(res);
    res.json(success(await setBlocked(deps, requireCurrentMember(res), params.memberId, true)));
  });

  router.post('/:memberId/unblock', validate({ params: memberParams }), async (_req, res) => {
    const { params } = input<{ params: { memberId: string } }>(res);
    res.json(success(await setBlocked(deps, requireCurrentMember(res), params.memberId, false)));
  });

  return router;
}

export function reportRoutes(services: IdentityServices, guards: AuthGuards): Router {
  const router = Router();
  router.post('/', guards.requireMember, rejectNul, validate({ body: reportSchema }), async (_req, res) => {
    const { body } = input<{ body: ReportInput }>(res);
    res
      .status(201)
      .json(
        success(await submitReport(services.deps, services.reportTargets, requireCurrentMember(res), body)),
      );
  });
  return router;
}
