import { atom } from 'jotai';

// Spec §2: the left and right desktop side panels open and close independently.
export const leftPanelOpenAtom = atom(false);
export const rightPanelOpenAtom = atom(false);

export const anyPanelOpenAtom = atom((get) => get(leftPanelOpenAtom) || get(rightPanelOpenAtom));

/** The close-all action. */
export const closeAllPanelsAtom = atom(null, (_get, set) => {
  set(leftPanelOpenAtom, false);
  set(rightPanelOpenAtom, false);
});
