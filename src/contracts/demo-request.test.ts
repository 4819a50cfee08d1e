import { describe, expect, it } from 'vitest';
import { validDemoRequest } from '../../tests/support/demo-request-fixture.ts';
import { messagesFor as messagesOf } from '../../tests/support/schema-messages.ts';
import {
  DEMO_MESSAGES,
  DEMO_REQUEST_FIELDS,
  type DemoRequestInput,
  demoRequestSchema,
  formatPhoneNumber,
} from './demo-request.ts';

const valid: DemoRequestInput = validDemoRequest;

const messagesFor = (input: unknown) => messagesOf(demoRequestSchema, input);

describe('demoRequestSchema', () => {
  it('accepts a complete request and trims text', () => {
    const result = demoRequestSchema.parse({ ...valid, fullName: '  Dana Whitfield  ' });
    expect(result.fullName).toBe('Dana Whitfield');
    expect(result.numOfTeams).toBe(24);
  });

  it('reports every missing field as required', () => {
    const messages = messagesFor({});
    for (const field of DEMO_REQUEST_FIELDS) {
      expect(messages[field], field).toBe(DEMO_MESSAGES.required);
    }
    expect(messages.captchaToken).toBeUndefined();
  });

  it('reports blank text and empty counts as required', () => {
    const messages = messagesFor({ ...valid, fullName: '   ', numOfTeams: '', notes: '' });
    expect(messages).toEqual({
      fullName: 'This field is required',
      numOfTeams: 'This field is required',
      notes: 'This field is required',
    });
  });

  it.each(['dana', 'dana@', '@club.org', 'dana@club', 'dana smith@club.org'])(
    'rejects the email %s',
    (email) => {
      expect(messagesFor({ ...valid, email }).email).toBe('Invalid email');
    },
  );

  it.each(['(512) 555-0142', '5125550142', '512-555-0142', '512 555 0142', '(512)555-0142'])(
    'accepts the phone number %s',
    (phoneNumber) => {
      expect(demoRequestSchema.safeParse({ ...valid, phoneNumber }).success).toBe(true);
    },
  );

  it.each(['555-0142', '(512) 555-014', '512.555.0142', '+1 512 555 0142', '(512 555-0142', 'phone'])(
    'rejects the phone number %s',
    (phoneNumber) => {
      expect(messagesFor({ ...valid, phoneNumber }).phoneNumber).toBe('Invalid phone number');
    },
  );

  it('reads numeric strings as counts', () => {
    const result = demoRequestSchema.parse({ ...valid, numOfTeams: '12', numOfPlayers: ' 180 ' });
    expect(result.numOfTeams).toBe(12);
    expect(result.numOfPlayers).toBe(180);
  });

  it.each([0, -3, 2.5, 'many'])('rejects %s teams', (numOfTeams) => {
    expect(messagesFor({ ...valid, numOfTeams }).numOfTeams).toBe(DEMO_MESSAGES.positiveWholeNumber);
  });

  it('allows the captcha token to be absent', () => {
    const { captchaToken: _omitted, ...withoutToken } = valid;
    expect(demoRequestSchema.safeParse(withoutToken).success).toBe(true);
  });

  it('rejects overly long notes', () => {
    expect(messagesFor({ ...valid, notes: 'x'.repeat(2001) }).notes).toBe('Must be at most 2000 characters');
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['512', '(512'],
    ['5125', '(512) 5'],
    ['512555', '(512) 555'],
    ['5125550', '(512) 555-0'],
    ['5125550142', '(512) 555-0142'],
    ['51255501429999', '(512) 555-0142'],
    ['+1 (512) 555-0142', '(512) 555-0142'],
    ['512.555.0142', '(512) 555-0142'],
  ])('formats %j as %j', (raw, formatted) => {
    expect(formatPhoneNumber(raw)).toBe(formatted);
  });

  it('produces what the schema accepts', () => {
    expect(
      demoRequestSchema.safeParse({ ...valid, phoneNumber: formatPhoneNumber('5125550142') }).success,
    ).toBe(true);
  });
});
