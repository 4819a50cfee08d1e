import { type ReactNode, Suspense, useCallback } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import { useModal } from './use-modal';

/** A lazily loaded form's field placeholders while its code arrives. */
export function FormSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <div role="status" aria-busy="true" style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: fields }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} height="2.75rem" />
      ))}
    </div>
  );
}

/**
 * Opens a form (usually `lazy`: it brings react-hook-form and its schema) in the general modal under
 * `title`, with `fields` placeholders until its code arrives.
 */
export function useOpenForm(fields = 3) {
  const { openModal } = useModal();
  return useCallback(
    (form: ReactNode, title: string) =>
      openModal(<Suspense fallback={<FormSkeleton fields={fields} />}>{form}</Suspense>, { title }),
    [openModal, fields],
  );
}
