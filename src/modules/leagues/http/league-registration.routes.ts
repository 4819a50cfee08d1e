import { z } from 'zod';
import {
  type LeagueCheckoutResult,
  type ListedRegistrationDto,
  leagueCheckoutSchema,
  type MyRegistrationDto,
  PAYMENT_STATUSES,
  type PlacedFreeAgentDto,
  placeFreeAgentSchema,
  REGISTRATION_KINDS,
  REGISTRATION_STATES,
  REGISTRATION_STATUSES,
  type RegistrationDto,
  type RegistrationSettingsDto,
  registrationSettingsSchema,
} from '../../../contracts/leagues/registration.ts';
import { LEAGUE_GENDERS, LEAGUE_LEVELS } from '../../../contracts/leagues/registration-listing.ts';
import { PICKUP_CURRENCIES, type PriceDto } from '../../../contracts/pickup/price-label.ts';
import { defineRoutes, idParams, ok, sends } from '../../../platform/http/declared-routes.ts';
import {
  approveRegistration,
  declineRegistration,
  withdrawRegistration,
} from '../application/registration/end-registration.handler.ts';
import { startLeagueCheckout } from '../application/registration/league-checkout.handler.ts';
import { myRegistrations } from '../application/registration/my-registrations.query.ts';
import { placeFreeAgent } from '../application/registration/place-free-agent.handler.ts';
import type { RegistrationDeps } from '../application/registration/registration-deps.ts';
import {
  closeRegistration,
  getRegistrationSettings,
  saveRegistrationSettings,
} from '../application/registration/registration-settings.handler.ts';
import {
  listRegistrations,
  teamRegistrationPayment,
} from '../application/registration/registrations.query.ts';
import { registrationsCsv } from '../application/registration/registrations-csv.ts';

const leagueParams = idParams('leagueId');
const tags = ['League registration'];
const coordinators = 'Coordinators of the league’s organization only (403 otherwise).';

const priceSchema = z
  .object({ amountCents: z.number().int(), currency: z.enum(PICKUP_CURRENCIES) })
  .meta({ id: 'RegistrationPrice' }) satisfies z.ZodType<PriceDto>;

const settingsSchema = z
  .object({
    leagueId: z.uuid(),
    organizationId: z.number().int(),
    state: z.enum(REGISTRATION_STATES),
    opensAt: z.string(),
    closesAt: z.string(),
    maxTeams: z.number().int(),
    teamFee: priceSchema.nullable(),
    freeAgentFee: priceSchema.nullable(),
    refundCutoff: z.string(),
    gender: z.enum(LEAGUE_GENDERS),
    level: z.enum(LEAGUE_LEVELS),
    learnMoreUrl: z.string().nullable(),
    teamsRegistered: z.number().int(),
    teamsHeld: z.number().int(),
    waitlistCount: z.number().int(),
    spotsLeft: z.number().int(),
    isOpen: z.boolean(),
  })
  .meta({ id: 'RegistrationSettings' }) satisfies z.ZodType<RegistrationSettingsDto>;

const registrationSchema = z
  .object({
    id: z.uuid(),
    leagueId: z.uuid(),
    kind: z.enum(REGISTRATION_KINDS),
    teamId: z.uuid().nullable(),
    memberId: z.uuid(),
    status: z.enum(REGISTRATION_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    amount: priceSchema.nullable(),
    holdExpiresAt: z.string().nullable(),
    approvedAt: z.string().nullable().optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'LeagueRegistration' }) satisfies z.ZodType<RegistrationDto>;

const listedRegistrationSchema = registrationSchema
  .extend({ memberName: z.string().nullable() })
  .meta({ id: 'ListedLeagueRegistration' }) satisfies z.ZodType<ListedRegistrationDto>;

const myRegistrationSchema = registrationSchema
  .extend({
    teamName: z.string().nullable(),
    waitlistPosition: z.number().int().nullable(),
    refundCutoff: z.string(),
  })
  .meta({ id: 'MyLeagueRegistration' }) satisfies z.ZodType<MyRegistrationDto>;

const checkoutResultSchema = z
  .object({
    registered: z.boolean(),
    waitlisted: z.boolean(),
    checkoutUrl: z.string().nullable(),
    sessionId: z.string().nullable(),
    expiresAt: z.string().nullable(),
    registration: registrationSchema,
    message: z.string(),
  })
  .meta({ id: 'LeagueCheckoutResult' }) satisfies z.ZodType<LeagueCheckoutResult>;

const placedSchema = z
  .object({
    registrationId: z.uuid(),
    memberId: z.uuid(),
    teamId: z.uuid(),
    teamName: z.string(),
    alreadyOnTeam: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'PlacedFreeAgent' }) satisfies z.ZodType<PlacedFreeAgentDto>;

/** /api/league/{leagueId}/registration…: the organizer console's side of registration (coordinators). */
export const registrationConsoleRoutes = defineRoutes<RegistrationDeps>(
  { defaultAuth: 'member', mount: '/league', tags, errors: [403, 404] },
  (route) => [
    route.put('/:leagueId/registration', {
      summary: 'Open registration for a league, or change its settings (coordinators)',
      description: `${coordinators} Fees are spec §3 price values (null 'No Set Price', 0 'Free', else integer cents and a currency); either may be free. A closed registration opens again. The marketplace's copy follows (\`leagues.registration-listing-changed\`).`,
      request: { params: leagueParams, body: registrationSettingsSchema },
      example: {
        opensAt: '2027-01-04T00:00:00Z',
        closesAt: '2027-02-20T00:00:00Z',
        maxTeams: 8,
        teamFee: { amountCents: 60000, currency: 'USD' },
        freeAgentFee: { amountCents: 7500, currency: 'USD' },
        refundCutoff: '2027-02-13T00:00:00Z',
        gender: 'coed',
        level: 'recreational',
        learnMoreUrl: 'https://example.com/rules',
      },
      reply: ok(settingsSchema),
      handler: ({ deps, member, params, body }) =>
        saveRegistrationSettings(deps, member, params.leagueId, body),
    }),
    route.delete('/:leagueId/registration', {
      summary: 'Close registration (coordinators); registrations made stay',
      description: `${coordinators} 404 when registration was never opened.`,
      request: { params: leagueParams },
      reply: ok(settingsSchema),
      handler: ({ deps, member, params }) => closeRegistration(deps, member, params.leagueId),
    }),
    route.get('/:leagueId/registrations', {
      summary:
        'Every registration with its payment status and who registered by name, oldest first (coordinators)',
      description: coordinators,
      request: { params: leagueParams },
      reply: ok(z.array(listedRegistrationSchema)),
      handler: ({ deps, member, params }) => listRegistrations(deps, member, params.leagueId),
    }),
    route.post('/:leagueId/registrations/:registrationId/decline', {
      summary:
        'Decline a registration (coordinators): a paid one is refunded, the spot offered to the waitlist',
      description: `${coordinators} 409 when the registration has already ended.`,
      request: { params: idParams('leagueId', 'registrationId') },
      reply: ok(registrationSchema),
      errors: [409],
      handler: ({ deps, member, params }) =>
        declineRegistration(deps, member, params.leagueId, params.registrationId),
    }),
    route.post('/:leagueId/registrations/:registrationId/approve', {
      summary: 'Approve a registered registration (coordinators); approving again keeps the first approval',
      description: `${coordinators} 409 unless it is registered.`,
      request: { params: idParams('leagueId', 'registrationId') },
      reply: ok(registrationSchema),
      errors: [409],
      handler: ({ deps, member, params }) =>
        approveRegistration(deps, member, params.leagueId, params.registrationId),
    }),
    route.post('/:leagueId/registrations/:registrationId/place', {
      summary:
        'Place a registered free agent on one of the league’s teams (coordinators): adds them to its roster',
      description: `${coordinators} 409 unless the registration is a registered free agent; 404 for a team not in the league. Placing again changes nothing.`,
      request: { params: idParams('leagueId', 'registrationId'), body: placeFreeAgentSchema },
      example: { teamId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c' },
      reply: ok(placedSchema),
      errors: [409],
      handler: ({ deps, member, params, body }) =>
        placeFreeAgent(deps, member, params.leagueId, params.registrationId, body.teamId),
    }),
    route.get('/:leagueId/registrations/csv', {
      summary: 'The registrations as a CSV file (coordinators)',
      description: coordinators,
      request: { params: leagueParams },
      reply: sends({
        200: {
          description: 'A CSV file, one registration a line, with a header line.',
          content: { 'text/csv': {} },
        },
      }),
      handler: async ({ deps, member, params, res }) => {
        const rows = await listRegistrations(deps, member, params.leagueId);
        res
          .status(200)
          .type('text/csv; charset=utf-8')
          .set('Content-Disposition', `attachment; filename="league-${params.leagueId}-registrations.csv"`)
          .send(registrationsCsv(rows));
      },
    }),
  ],
);

/** /api/league-common: a league's registration for everyone, and registering through checkout. */
export const registrationCommonRoutes = defineRoutes<RegistrationDeps>(
  { defaultAuth: 'member', mount: '/league-common', tags, errors: [404] },
  (route) => [
    route.get('/:leagueId/registration', {
      auth: 'public',
      summary: 'A league’s registration: window, fees, spots left, waitlist (public; 404 if never opened)',
      request: { params: leagueParams },
      reply: ok(settingsSchema),
      handler: ({ deps, params }) => getRegistrationSettings(deps.em, params.leagueId, deps.clock.now()),
    }),
    route.post('/league-payment-checkout', {
      summary: 'Register a team (its captain) or yourself as a free agent: free at once, else a checkout',
      description:
        'Needs the organization’s current waiver signed: 409 `WaiverOutstanding` with the waiver’s id in `field`. A full league is 409 `LeagueFull`; send `waitlist: true` to join its waitlist. A paid registration answers `checkoutUrl` (Stripe, or the TEST MODE page) and counts only once the payment is confirmed; it then lands on /marketplace/league/registration-success or /marketplace/free-agent/registration-success.',
      request: { body: leagueCheckoutSchema },
      example: {
        leagueId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
        teamId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c',
      },
      reply: ok(checkoutResultSchema),
      errors: [403, 409, 502],
      handler: ({ deps, member, body }) => startLeagueCheckout(deps, member, body),
    }),
    route.get('/league/:leagueId/registrations/mine', {
      summary: 'The live registrations you may withdraw in a league (your free-agent one, teams you captain)',
      description:
        'Registered, waitlisted (with the place on the waitlist) or in checkout, with the league’s refund cut-off; an empty list when none.',
      request: { params: leagueParams },
      reply: ok(z.array(myRegistrationSchema)),
      handler: ({ deps, member, params }) => myRegistrations(deps, member, params.leagueId),
    }),
    route.post('/league/:leagueId/registrations/:registrationId/withdraw', {
      summary: 'Withdraw a registration (the team’s captain, or the free agent)',
      description:
        'A paid registration is refunded when withdrawn before the refund cut-off, not after. The spot goes to the first team waiting, which is e-mailed and held a spot to pay for. 409 when it has already ended.',
      request: { params: idParams('leagueId', 'registrationId') },
      reply: ok(registrationSchema),
      errors: [403, 409],
      handler: ({ deps, member, params }) =>
        withdrawRegistration(deps, member, params.leagueId, params.registrationId),
    }),
    route.get('/league/:leagueId/payments/:teamId', {
      summary: 'A team’s registration in the league with its payment status (its captains, coordinators)',
      request: { params: idParams('leagueId', 'teamId') },
      reply: ok(registrationSchema),
      errors: [403],
      handler: ({ deps, member, params }) =>
        teamRegistrationPayment(deps, member, params.leagueId, params.teamId),
    }),
  ],
);
