import { z } from 'zod';
import { PICKUP_GROUP_MESSAGES } from './messages.ts';
import { abbreviationField, establishedField } from './team.ts';

export {
  GROUP_MEMBERS_CHANGED_EVENT,
  type GroupMembersChangedPush,
  pickupGroupRoom,
} from './realtime.ts';
export { PICKUP_GROUP_MESSAGES };

// Pickup groups (spec §2 pickup group form, clubhouse; §3 Pickup group, Pickup group member; §5; §6):
// the request schemas with the spec's messages and the response shapes, for the server and the SPA.

/** Spec §9: images at most 5,000,000 bytes; png, gif or jpeg. */
export const GROUP_IMAGE_MAX_BYTES = 5_000_000;
export const GROUP_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
/** The multipart fields that carry the two images of the group form's second step. */
export const GROUP_IMAGE_FIELDS = ['banner', 'badge'] as const;
export type GroupImageField = (typeof GROUP_IMAGE_FIELDS)[number];

/** Spec §9: the member list pages by 10. */
export const GROUP_MEMBERS_PAGE_SIZE = 10;

/** Spec §9: zones are sent with the US/ prefix where they have one; the values the form offers. */
export const PICKUP_TIMEZONES = [
  { value: 'US/Eastern', label: 'Eastern' },
  { value: 'US/Central', label: 'Central' },
  { value: 'US/Mountain', label: 'Mountain' },
  { value: 'US/Arizona', label: 'Arizona' },
  { value: 'US/Pacific', label: 'Pacific' },
  { value: 'US/Alaska', label: 'Alaska' },
  { value: 'US/Hawaii', label: 'Hawaii' },
  { value: 'Canada/Atlantic', label: 'Atlantic Canada' },
  { value: 'Greenwich', label: 'Greenwich' },
  { value: 'Europe/Athens', label: 'Europe Athens' },
  { value: 'Europe/Brussels', label: 'Europe Brussels' },
] as const;
export type PickupTimezone = (typeof PICKUP_TIMEZONES)[number]['value'];
const TIMEZONE_VALUES = PICKUP_TIMEZONES.map((zone) => zone.value) as [PickupTimezone, ...PickupTimezone[]];

const requiredText = (max: number) =>
  z
    .string({ error: PICKUP_GROUP_MESSAGES.required })
    .trim()
    .min(1, PICKUP_GROUP_MESSAGES.required)
    .max(max, `Must be at most ${max} characters`);

/** The same rules as a team's abbreviation and established year (spec §5). */
export const acronymField = abbreviationField;
export const establishedYearField = establishedField;

/** Step 1 of the pickup group form: the details (spec §5). */
export const pickupGroupDetailsSchema = z.object({
  name: requiredText(80),
  acronym: acronymField,
  established: establishedYearField(),
  location: requiredText(120),
  timezone: z.enum(TIMEZONE_VALUES, { error: PICKUP_GROUP_MESSAGES.timezone }),
});
export type PickupGroupDetails = z.output<typeof pickupGroupDetailsSchema>;
export type PickupGroupDetailsInput = z.input<typeof pickupGroupDetailsSchema>;

/** What the SPA checks on a chosen image before sending it; the server checks the bytes too. */
export const groupImageFileSchema = (requiredMessage: string) =>
  z
    .custom<{ size: number; type: string }>(
      (value) => typeof value === 'object' && value !== null && 'size' in value,
      requiredMessage,
    )
    .refine(
      (file) => (GROUP_IMAGE_TYPES as readonly string[]).includes(file.type),
      PICKUP_GROUP_MESSAGES.fileType,
    )
    .refine((file) => file.size <= GROUP_IMAGE_MAX_BYTES, PICKUP_GROUP_MESSAGES.fileSize);

/** Step 2 of the create form: both images are required (spec §5). */
export const pickupGroupImagesSchema = z.object({
  banner: groupImageFileSchema(PICKUP_GROUP_MESSAGES.bannerRequired),
  badge: groupImageFileSchema(PICKUP_GROUP_MESSAGES.badgeRequired),
});

/** PATCH sends only the details that changed; images are optional (the stored ones stay). */
export const pickupGroupUpdateSchema = pickupGroupDetailsSchema.partial();
export type PickupGroupUpdate = z.output<typeof pickupGroupUpdateSchema>;

/** `toggle-block` and `toggle-admin` name the member they act on. */
export const groupMemberTargetSchema = z.object({
  memberId: z.uuid({ error: PICKUP_GROUP_MESSAGES.memberNotFound }),
});

export const groupMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(GROUP_MEMBERS_PAGE_SIZE).default(GROUP_MEMBERS_PAGE_SIZE),
});

/** Spec §3 Pickup group. `established` is a year; images are URLs. */
export interface PickupGroupDto {
  id: string;
  name: string;
  acronym: string;
  established: number;
  location: string;
  timezone: string;
  banner: string | null;
  badge: string | null;
  organizationId: number | null;
  memberCount: number;
  /** The version the SPA sends back with an edit (optimistic locking). */
  version: number;
}

/** Spec §3 Pickup group member; `id` is the member's id (the one the member routes take). */
export interface PickupGroupMemberDto {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isBlocked: boolean;
  avatar: string | null;
}

/** `GET …/members`: `{ status, data, hasNext, page, limit }`. */
export interface PickupGroupMembersPage {
  data: PickupGroupMemberDto[];
  hasNext: boolean;
  page: number;
  limit: number;
}

/** Answer of join and leave: the group as it is now and the caller's place in it. */
export interface GroupMembershipResult {
  group: PickupGroupDto;
  isMember: boolean;
  message: string;
}
