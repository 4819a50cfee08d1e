import { describe, expect, it } from 'vitest';
import { formatLegalDate, legalDocuments } from './index.ts';

describe('legal documents', () => {
  it.each(legalDocuments.map((document) => [document.title, document] as const))(
    '%s has a date, a summary and non-empty sections',
    (_title, document) => {
      expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(document.summary.length).toBeGreaterThan(20);
      expect(document.sections.length).toBeGreaterThan(2);
      for (const section of document.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
      }
    },
  );

  it('never contains placeholder text', () => {
    const text = JSON.stringify(legalDocuments).toLowerCase();
    for (const placeholder of ['lorem', 'ipsum', 'coming soon', 'todo', 'tbd']) {
      expect(text).not.toContain(placeholder);
    }
  });

  it('never doubles a full stop, not even after a name that ends in one (Inc.)', () => {
    for (const document of legalDocuments) {
      const texts = [
        document.title,
        document.summary,
        ...document.sections.flatMap((section) => [
          section.heading,
          ...section.paragraphs,
          ...(section.list ?? []),
        ]),
      ];
      for (const text of texts) expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    }
  });

  it('formats the update date as a calendar date in any time zone', () => {
    expect(formatLegalDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatLegalDate('2024-12-31')).toBe('December 31, 2024');
  });
});
