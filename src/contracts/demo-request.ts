import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from './common/patterns.ts';

/** The demo form's phone mask and the formatter that applies it while the organizer types. */
export { formatPhone as formatPhoneNumber, PHONE_MASK } from './common/patterns.ts';

// The spec's exact wording (§5 Demo form, §8 Demo); the form shows them and the server returns them.
export const DEMO_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  positiveWholeNumber: 'Enter a whole number greater than 0',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  success: 'Successfully sent.',
  failure: 'Something went wrong. Please try to login again later.',
} as const;

function requiredText(max: number) {
  return z
    .string({ error: DEMO_MESSAGES.required })
    .trim()
    .min(1, DEMO_MESSAGES.required)
    .max(max, DEMO_MESSAGES.tooLong(max));
}

// A form field sends '' when empty and a browser may send '12' for a number input: read both as the
// number the user meant, and let an empty value report 'required' rather than a type error.
const requiredCount = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? DEMO_MESSAGES.required : DEMO_MESSAGES.positiveWholeNumber,
    })
    .int(DEMO_MESSAGES.positiveWholeNumber)
    .positive(DEMO_MESSAGES.positiveWholeNumber)
    .max(1_000_000, DEMO_MESSAGES.positiveWholeNumber),
);

/** A league organizer's request for a demo, posted to `POST /api/book-demo`. */
export const demoRequestSchema = z.object({
  fullName: requiredText(120),
  email: requiredText(254).regex(EMAIL_PATTERN, DEMO_MESSAGES.invalidEmail),
  phoneNumber: requiredText(20).regex(PHONE_PATTERN, DEMO_MESSAGES.invalidPhone),
  organizationName: requiredText(160),
  state: requiredText(80),
  country: requiredText(80),
  numOfTeams: requiredCount,
  numOfPlayers: requiredCount,
  notes: requiredText(2000),
  /** reCAPTCHA v3 token; '' or absent when the site has no reCAPTCHA key configured. */
  captchaToken: z.string().max(4000).optional(),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
export type DemoRequestField = Exclude<keyof DemoRequest, 'captchaToken'>;

export const DEMO_REQUEST_FIELDS: readonly DemoRequestField[] = [
  'fullName',
  'email',
  'phoneNumber',
  'organizationName',
  'state',
  'country',
  'numOfTeams',
  'numOfPlayers',
  'notes',
];
