import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { playerParam } from '../../features/player-profile/use-player-profile';
import { drawerAtom } from '../../ui/drawer/drawer-atoms';
import { modalAtom } from '../../ui/modal/modal-atoms';
import { toastsAtom } from '../../ui/toast/toast-atoms';

const OverlayHosts = lazy(() =>
  import('./overlay-hosts').then((module) => ({ default: module.OverlayHosts })),
);

/**
 * The modal, the drawer, the player card and the toasts, mounted the first time one of them has
 * something to show. Their dialog and toast library is a fifth of the JavaScript a first page would
 * otherwise load before it works, for things most first visits never open. Once loaded they stay.
 */
export function Overlays() {
  const modalOpen = useAtomValue(modalAtom).open;
  const drawerOpen = useAtomValue(drawerAtom).open;
  const toasting = useAtomValue(toastsAtom).length > 0;
  const [searchParams] = useSearchParams();
  const needed = modalOpen || drawerOpen || toasting || searchParams.has(playerParam);
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}
