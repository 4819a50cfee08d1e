import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, formatPhone, PHONE_PATTERN, POSTAL_CODE_PATTERN } from './patterns.ts';

describe('e-mail pattern', () => {
  it.each(['ana@example.com', 'a.b+c@sub.example.co'])('accepts %s', (email) =>
    expect(EMAIL_PATTERN.test(email)).toBe(true),
  );
  it.each(['ana@example', 'ana example@x.com', '@example.com', 'ana@.com ', 'ana'])('rejects %s', (email) =>
    expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
});

describe('phone pattern: 10 digits, optional parentheses, dash or space separators', () => {
  it.each(['(512) 555-0142', '(512)555-0142', '512-555-0142', '512 555 0142', '5125550142', '512-5550142'])(
    'accepts %s',
    (phone) => expect(PHONE_PATTERN.test(phone)).toBe(true),
  );
  it.each(['512.555.0142', '(512 555-0142', '+1 512 555 0142', '512-555-014', '512--555-0142'])(
    'rejects %s',
    (phone) => expect(PHONE_PATTERN.test(phone)).toBe(false),
  );

  it('formats digits with the (999) 999-9999 mask', () => {
    expect(formatPhone('5125550142')).toBe('(512) 555-0142');
    expect(formatPhone('512')).toBe('(512');
    expect(formatPhone('51255')).toBe('(512) 55');
    expect(formatPhone('')).toBe('');
  });
});

describe('postal code: US five digits or Canadian, case-insensitive', () => {
  it.each(['78701', 'K1A 0B1', 'k1a0b1', 'K1A-0B1'])('accepts %s', (code) =>
    expect(POSTAL_CODE_PATTERN.test(code)).toBe(true),
  );
  it.each(['7870', '787011', 'K1A  0B1', '1A1 A1A', 'K1A_0B1', '78701-1234'])('rejects %s', (code) =>
    expect(POSTAL_CODE_PATTERN.test(code)).toBe(false),
  );
});
