import { atom } from 'jotai';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Spec §9: a toast stays 5000 ms. */
export const toastDurationMs = 5000;

export const toastsAtom = atom<readonly ToastMessage[]>([]);

let nextToastId = 1;

export const pushToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextToastId++ }]);
});

export const removeToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
