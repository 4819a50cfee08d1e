/** One titled part of a legal text: paragraphs, then an optional bulleted list. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

/**
 * A legal text as data, so the marketing sites (Astro) and the app (React) render the same words from
 * one place and the "last updated" date cannot drift between them.
 */
export interface LegalDocument {
  /** Stable id, also used for anchors. */
  readonly id: 'privacy-policy' | 'terms-of-service' | 'child-safety-policy';
  readonly title: string;
  /** Calendar date of the last change, YYYY-MM-DD. */
  readonly updated: string;
  /** One sentence for search results and the legal overview. */
  readonly summary: string;
  readonly sections: readonly LegalSection[];
}

/** The company behind the product, as the legal texts name it. */
export const LEGAL_ENTITY = {
  productName: 'Playfield',
  companyName: 'Playfield Sports, Inc.',
  privacyEmail: 'privacy@playfield.app',
  legalEmail: 'legal@playfield.app',
  safetyEmail: 'safety@playfield.app',
  supportEmail: 'hello@playfield.app',
} as const;

/** "March 3, 2025" for a YYYY-MM-DD date, read as a calendar date whatever the reader's time zone. */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
