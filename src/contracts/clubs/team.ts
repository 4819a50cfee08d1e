import { z } from 'zod';
import { POSTAL_CODE_PATTERN } from '../common/patterns.ts';
import { jerseyColorValue } from './jersey-colors.ts';
import { TEAM_MESSAGES } from './messages.ts';

export { TEAM_MESSAGES };

/** The oldest year a club may claim; older is a typo, not history. */
export const EARLIEST_ESTABLISHED_YEAR = 1850;

const requiredText = (max: number) =>
  z
    .string({ error: TEAM_MESSAGES.required })
    .trim()
    .min(1, TEAM_MESSAGES.required)
    .max(max, `Must not exceed ${max} characters`);

/** Uppercased on save (spec §3); the length rule counts what is kept. */
export const abbreviationField = z
  .string({ error: TEAM_MESSAGES.required })
  .trim()
  .min(1, TEAM_MESSAGES.required)
  .min(2, TEAM_MESSAGES.abbreviationMin)
  .max(4, TEAM_MESSAGES.abbreviationMax)
  .transform((value) => value.toUpperCase());

/**
 * A four-digit year, not after this year. A function of `today` so the SPA's form and the server agree
 * on the same clock rule and tests can pin it.
 */
export const establishedField = (today: () => Date = () => new Date()) =>
  z
    .union([z.number(), z.string().trim()], { error: TEAM_MESSAGES.required })
    .refine((value) => value !== '', TEAM_MESSAGES.required)
    .transform((value) => Number(value))
    .pipe(
      z
        .number({ error: TEAM_MESSAGES.establishedInvalid })
        .int(TEAM_MESSAGES.establishedInvalid)
        .min(EARLIEST_ESTABLISHED_YEAR, TEAM_MESSAGES.establishedInvalid)
        .refine((year) => year <= today().getUTCFullYear(), TEAM_MESSAGES.establishedFuture),
    );

export const jerseyColorField = z
  .string({ error: TEAM_MESSAGES.required })
  .trim()
  .min(1, TEAM_MESSAGES.required)
  .transform((value, ctx) => {
    const stored = jerseyColorValue(value);
    if (!stored) {
      ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.jerseyColor });
      return z.NEVER;
    }
    return stored;
  });

const zipField = z
  .string()
  .trim()
  .refine((value) => value === '' || POSTAL_CODE_PATTERN.test(value), TEAM_MESSAGES.postalCode)
  .transform((value) => (value === '' ? null : value.toUpperCase()))
  .nullish();

/** POST /api/team and PATCH /api/team/{teamId} (spec §3 Team, §5). */
export const teamFormSchema = (today?: () => Date) =>
  z.object({
    name: requiredText(60),
    abbreviation: abbreviationField,
    established: establishedField(today),
    location: requiredText(120),
    zip: zipField,
    jerseyColor: jerseyColorField,
  });

export const createTeamSchema = teamFormSchema();
export type TeamFormInput = z.input<typeof createTeamSchema>;
export type TeamForm = z.output<typeof createTeamSchema>;

/**
 * PATCH sends only what changed: every field optional, each with the same rule; `version` is the one the
 * form was loaded with (optional optimistic lock).
 */
export const updateTeamSchema = createTeamSchema
  .partial()
  .extend({ version: z.number().int().positive().optional() });
export type UpdateTeam = z.output<typeof updateTeamSchema>;

export const TEAM_IMAGE_TYPES = ['logo', 'banner'] as const;
export type TeamImageType = (typeof TEAM_IMAGE_TYPES)[number];

/** A team as GET /api/team/{teamId} and the create and update calls answer. */
export interface TeamDto {
  id: string;
  name: string;
  abbreviation: string;
  /** The year the club was founded. */
  established: number;
  location: string;
  zip: string | null;
  /** The stored (mapped) value of the picked colour, e.g. '#6A1B9A'. */
  jerseyColor: string;
  logo: string | null;
  banner: string | null;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
  /** Send it back with PATCH to refuse the save if someone changed the team meanwhile (409). */
  version: number;
}

export interface TeamImageDto {
  imgType: TeamImageType;
  url: string;
  message: string;
}

/** `GET /api/team/search?name=`: a few teams to pick from (the league console registers them). */
export const teamSearchQuerySchema = z.object({
  name: z
    .string({ error: 'Type part of a team name' })
    .trim()
    .min(1, 'Type part of a team name')
    .max(100, 'Type part of a team name'),
});
export type TeamSearchQuery = z.infer<typeof teamSearchQuerySchema>;

export interface TeamSearchHitDto {
  id: string;
  name: string;
  abbreviation: string;
  logo: string | null;
}
