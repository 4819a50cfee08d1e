import type { IconName } from '../components/icons/icon-paths.ts';

/** An icon, a title and a sentence or two: one card of a feature grid. */
export interface Feature {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
}

/** One numbered step of a how-it-works list. */
export interface Step {
  readonly title: string;
  readonly text: string;
}

/** A question and its answer, shown as a disclosure. */
export interface Faq {
  readonly question: string;
  readonly answer: string;
}
