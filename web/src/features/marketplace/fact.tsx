import type { ReactNode } from 'react';

/** One term and its value in a listing page's facts (a `dl` with the `facts` class). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
