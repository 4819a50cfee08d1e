import type { ReactNode } from 'react';
import { formatLegalDate, type LegalDocument } from '../../../../src/contracts/legal/index.ts';
import styles from './legal-document.module.css';

export interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Shown above the title, e.g. a way back to the form that linked here. */
  actions?: ReactNode;
}

/**
 * A legal text from src/contracts/legal, laid out as the marketing sites show it: title, date, a list of
 * sections to jump to, then the sections. The words come from the contract, never from this file.
 */
export function LegalDocumentView({ document, actions }: LegalDocumentViewProps) {
  const anchor = (index: number) => `${document.id}-${index + 1}`;
  return (
    <article className={styles.page} aria-labelledby={document.id}>
      {/* React 19 hoists this into <head>: the tab and the history say which document this is. */}
      <title>{`${document.title} · Playfield`}</title>
      {actions && <div className={styles.actions}>{actions}</div>}
      <header className={styles.head}>
        <h1 id={document.id} className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>
          Last updated <time dateTime={document.updated}>{formatLegalDate(document.updated)}</time>
        </p>
        <p className={styles.summary}>{document.summary}</p>
      </header>
      <nav className={styles.toc} aria-label={`${document.title} sections`}>
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} className={styles.section} aria-labelledby={anchor(index)}>
          <h2 id={anchor(index)} className={styles.sectionTitle}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
