import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  DEACTIVATE_RECENT_SIGN_IN_MINUTES,
  deactivateAccountSchema,
  MAX_IMAGE_BYTES,
  type PendingEmailChange,
  PROFILE_MESSAGES,
  reportSchema,
  updateProfileSchema,
} from '../../../contracts/identity/index.ts';
import { clearSessionCookies } from '../../../platform/auth/index.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import { singleImageUpload } from '../../../platform/images/single-image-upload.ts';
import { jsonBody, messageSchema } from '../../../platform/openapi/index.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { setBlocked } from '../application/block-member/block-member.handler.ts';
import { changeEmail } from '../application/change-email/change-email.handler.ts';
import { changePassword } from '../application/change-password/change-password.handler.ts';
import { deactivateMember } from '../application/deactivate-member/deactivate-member.handler.ts';
import { getMe, getPlayerProfile } from '../application/queries/member-queries.ts';
import { pendingEmailChange } from '../application/queries/pending-email-change.query.ts';
import { submitReport } from '../application/report-member/report.handler.ts';
import { updateProfile } from '../application/update-profile/update-profile.handler.ts';
import { uploadAvatar } from '../application/upload-avatar/upload-avatar.handler.ts';
import { resendVerification } from '../application/verify-email/resend-verification.handler.ts';
import type { IdentityServices } from '../identity-services.ts';
import { memberSchema, playerProfileSchema } from './response-schemas.ts';

const memberParams = idParams('memberId');
const NO_FILE = 'Please choose a file to upload';

/** One file in the field `file`, at most 5 MB, held in memory until it is checked and re-encoded. */
const singleImage = () =>
  singleImageUpload({
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: PROFILE_MESSAGES.uploadTooLarge,
    noFileMessage: NO_FILE,
  });

const blockState = z.object({ memberId: z.string(), isBlocked: z.boolean() });
const tags = ['Member'];

export interface MemberRoutesDeps {
  services: IdentityServices;
  resendLimiter: RateLimiter;
}

/** `/api/member`: the signed-in member's account and profile, and other players' cards. */
export const memberRoutes = defineRoutes<MemberRoutesDeps>(
  { mount: '/member', tags, auth: 'member' },
  (route) => [
    route.get('/me', {
      summary: 'The signed-in member',
      reply: ok(memberSchema),
      handler: ({ deps: { services }, member }) =>
        getMe(services.em, services.readers.teams, member.memberId),
    }),
    route.patch('/', {
      summary: 'Update the profile',
      description: 'A partial update: fields left out keep their value; each field sent is validated.',
      request: { body: updateProfileSchema },
      requestBody: jsonBody(updateProfileSchema.meta({ id: 'ProfileUpdate' }), {
        firstName: 'Alex',
        lastName: 'Morgan',
        location: 'Austin, TX',
        birthday: '1990-04-12',
        gender: 'FEMALE',
        phoneNumber: '(512) 555-0134',
        zip: '78701',
        favoriteTeam: 'Austin FC',
      }),
      reply: ok(memberSchema),
      errors: [403, 409],
      handler: ({ deps: { services }, member, body }) =>
        updateProfile(services.deps, services.readers.teams, member, body),
    }),
    route.delete('/', {
      summary: 'Deactivate the account',
      description:
        'Signs out every session; the member’s content shows as “Deleted player”. An account with a ' +
        'password sends it (400 when missing or wrong, counted against the sign-in lock); one without ' +
        `a password must have signed in within ${DEACTIVATE_RECENT_SIGN_IN_MINUTES} minutes (403 ` +
        '`RecentSignInRequired`).',
      request: { body: deactivateAccountSchema },
      reply: ok(messageSchema),
      errors: [403],
      handler: async ({ deps: { services }, member, body, res }) => {
        const result = await deactivateMember(services.deps, member, body);
        clearSessionCookies(res, services.settings.publicUrl);
        return result;
      },
    }),
    route.patch('/change-email', {
      summary: 'Change the e-mail address',
      description:
        'Needs the password. Nothing changes until the link mailed to the new address is opened; the old address gets a link that cancels the change.',
      request: { body: changeEmailSchema },
      example: { password: 'Kickoff#2024', email: 'alex.morgan@example.com' },
      reply: ok(z.string().meta({ description: 'The new address.' })),
      errors: [403, 409],
      handler: ({ deps: { services }, member, body }) => changeEmail(services.deps, member, body),
    }),
    route.get('/email-change', {
      summary: 'The address a pending e-mail change waits to move to',
      reply: ok(z.object({ pendingEmail: z.string().nullable() }) satisfies z.ZodType<PendingEmailChange>),
      handler: ({ deps: { services }, member }) =>
        pendingEmailChange(services.em, member.memberId, services.clock.now()),
    }),
    route.patch('/change-password', {
      summary: 'Change the password',
      description: 'Refuses the current password as the new one; the new one follows the sign-up policy.',
      request: { body: changePasswordSchema },
      example: { currentPassword: 'Kickoff#2024', newPassword: 'Halftime#2025' },
      reply: ok(messageSchema),
      errors: [403],
      handler: ({ deps: { services }, member, body }) => changePassword(services.deps, member, body),
    }),
    route.post('/verify-email/resend', {
      summary: 'Send the verification e-mail again',
      reply: ok(messageSchema),
      errors: [403, 429],
      handler: async ({ deps: { services, resendLimiter }, member }) => {
        await resendLimiter.consume(member.memberId);
        return resendVerification(services.deps, member);
      },
    }),
    route.post('/avatar/upload', {
      summary: 'Upload a profile photo',
      description: `JPEG, PNG or WebP of at most ${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes, re-encoded by the server.`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: z.string().meta({ format: 'binary', description: 'The image.' }) }),
          },
        },
      },
      reply: ok(z.object({ avatar: z.string().meta({ description: 'Its URL.' }), message: z.string() })),
      errors: [400, 403, 413, 415],
      use: () => [singleImage()],
      handler: ({ deps: { services }, member, req }) => {
        if (!req.file) throw badRequest([{ message: NO_FILE, field: 'file' }]);
        return uploadAvatar(services.deps, services.storage, member, req.file.buffer);
      },
    }),
    route.get('/:memberId', {
      summary: 'A player’s profile card',
      request: { params: memberParams },
      reply: ok(playerProfileSchema),
      errors: [404],
      handler: ({ deps: { services }, member, params }) =>
        getPlayerProfile(services.em, services.readers, member.memberId, params.memberId),
    }),
    route.post('/:memberId/block', {
      summary: 'Block a player',
      request: { params: memberParams },
      reply: ok(blockState),
      errors: [403, 404],
      handler: ({ deps: { services }, member, params }) =>
        setBlocked(services.deps, member, params.memberId, true),
    }),
    route.post('/:memberId/unblock', {
      summary: 'Unblock a player',
      request: { params: memberParams },
      reply: ok(blockState),
      errors: [403, 404],
      handler: ({ deps: { services }, member, params }) =>
        setBlocked(services.deps, member, params.memberId, false),
    }),
  ],
);

/** `/api/report`: reporting a player; the other kinds of target come with their modules. */
export const reportRoutes = defineRoutes<IdentityServices>({ mount: '/report', tags }, (route) => [
  route.post('/', {
    auth: 'member',
    summary: 'Report a player (comments, messages and events come with their modules)',
    request: { body: reportSchema },
    example: {
      type: 'player',
      reportedPlayerId: '01936f4e-8a2b-7c3d-9e4f-5a6b7c8d9e0f',
      reason: 'Abusive messages after the game',
    },
    reply: created(z.object({ id: z.string(), message: z.string() }), 'Report recorded.'),
    errors: [403, 404],
    handler: ({ deps: services, member, body }) =>
      submitReport(services.deps, services.reportTargets, member, body),
  }),
]);
