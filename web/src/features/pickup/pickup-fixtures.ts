import type { PickupGroupDto } from '../../../../src/contracts/clubs/pickup-group.ts';
import type {
  PickupEventDto,
  PickupRosterEntryDto,
  PickupWaitlistEntryDto,
  RegistrationDetailsDto,
} from '../../../../src/contracts/pickup/index.ts';
import { memberFixture } from '../../test-support/render-app';

export const me = memberFixture();
export const groupId = '9a000000-0000-4000-8000-000000000001';
export const gameId = 42;

/** The pickup group the games belong to (GET /api/pickup-common/group/{id}). */
export const groupFixture = (overrides: Partial<PickupGroupDto> = {}): PickupGroupDto => ({
  id: groupId,
  name: 'Zilker Sunday',
  acronym: 'ZS',
  established: 2021,
  location: 'Austin, TX',
  timezone: 'US/Central',
  banner: null,
  badge: null,
  organizationId: null,
  memberCount: 2,
  version: 1,
  ...overrides,
});

export function gameFixture(overrides: Partial<PickupEventDto> = {}): PickupEventDto {
  return {
    id: gameId,
    pickupGroupId: groupId,
    group: { id: groupId, name: 'Zilker Sunday', acronym: 'ZS', badge: null },
    title: 'Thursday night 7v7',
    description: 'Bring a light and a dark shirt.',
    address: 'Zilker Park Field 3',
    // 2027-03-18 19:30 in Austin (CDT, UTC-5).
    startsAt: '2027-03-19T00:30:00.000Z',
    timezone: 'US/Central',
    ianaTimezone: 'America/Chicago',
    localizedDatetime: 'Thursday / March 18 / 07:30 PM',
    capacity: 14,
    totalReg: 3,
    spotsLeft: 11,
    waitlistCount: 0,
    price: null,
    priceLabel: 'No Set Price',
    isPaid: false,
    refundCutoffHours: 24,
    refundDeadline: '2027-03-18T00:30:00.000Z',
    isRegistered: false,
    waitlistPosition: null,
    hold: null,
    paymentPending: false,
    canLeaveWithRefund: false,
    isCancelled: false,
    isPast: false,
    viewer: { isSignedIn: true, isMember: true, isAdmin: false, isBlocked: false },
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export const paidGame = (overrides: Partial<PickupEventDto> = {}) =>
  gameFixture({
    price: { amountCents: 800, currency: 'USD' },
    priceLabel: '$8',
    isPaid: true,
    ...overrides,
  });

export const rosterEntry = (memberId: string, firstName: string, hasPaid = false): PickupRosterEntryDto => ({
  memberId,
  firstName,
  lastName: 'Lind',
  avatar: null,
  registeredAt: '2027-02-01T00:00:00.000Z',
  hasPaid,
});

export const waitlistEntry = (
  memberId: string,
  firstName: string,
  position: number,
): PickupWaitlistEntryDto => ({
  memberId,
  firstName,
  lastName: 'Okafor',
  avatar: null,
  position,
  joinedAt: '2027-02-01T00:00:00.000Z',
  holdExpiresAt: null,
});

export const page = (data: unknown[], hasNext = false, pageNumber = 1) => ({
  status: 200,
  body: { status: 'success', data, hasNext, page: pageNumber, limit: 50, total: data.length },
});

export function detailsFixture(overrides: Partial<RegistrationDetailsDto> = {}): RegistrationDetailsDto {
  return {
    sessionId: 'cs_test_1',
    pickupEventId: gameId,
    status: 'registered',
    amountCents: 800,
    currency: 'USD',
    amountLabel: '$8',
    paidAt: '2027-02-01T00:00:00.000Z',
    message: "Payment received. You're in!",
    event: paidGame({ isRegistered: true }),
    ...overrides,
  };
}

const eventPath = `/api/pickup-common/pickup/${gameId}`;

/** The calls the game page makes, answered: the game, an empty roster, no comments. */
export function gamePageServer(game: PickupEventDto, extra: Record<string, unknown> = {}) {
  return {
    'GET /api/member/me': me,
    [`GET ${eventPath}`]: game,
    [`GET ${eventPath}/roster`]: page([rosterEntry('b0000000-0000-4000-8000-000000000002', 'Zoe')]),
    [`GET ${eventPath}/waitlist`]: page([]),
    [`GET /api/pickup/${gameId}/comments`]: { eventId: String(gameId), comments: [] },
    ...extra,
  };
}
