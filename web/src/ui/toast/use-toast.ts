import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { pushToastAtom } from './toast-atoms';

export interface ToastControls {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** `const toast = useToast(); toast.success('Successfully saved!')` — shown by ToastHost. */
export function useToast(): ToastControls {
  const push = useSetAtom(pushToastAtom);
  return useMemo(
    () => ({
      success: (message) => push({ kind: 'success', message }),
      error: (message) => push({ kind: 'error', message }),
      info: (message) => push({ kind: 'info', message }),
    }),
    [push],
  );
}
