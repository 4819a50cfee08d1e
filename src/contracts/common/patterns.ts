// The spec's field patterns (§5): one definition for sign-up, profile and e-mail forms, the demo form on
// the marketing site, and the server that validates them all.

/** Standard local@domain shape: something, an @, and a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Ten digits with optional parentheses around the area code and optional dash or space separators. */
export const PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-\s]?\d{3}[-\s]?\d{4}$/;

/** Canadian (A1A 1A1, optional space or hyphen) or five-digit US, case-insensitive. */
export const POSTAL_CODE_PATTERN = /^(?:[a-z]\d[a-z][ -]?\d[a-z]\d|\d{5})$/i;

/** The input mask phone fields apply, as the spec writes it. */
export const PHONE_MASK = '(999) 999-9999';

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Ten digits as (999) 999-9999, the phone mask; anything shorter is formatted as far as it goes. */
export function formatPhone(raw: string): string {
  let digits = digitsOf(raw);
  // A pasted +1 country code is not part of the ten digits the mask holds.
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
