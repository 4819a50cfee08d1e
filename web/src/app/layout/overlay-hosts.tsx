import { PlayerProfileHost } from '../../features/player-profile/player-profile-host';
import { DrawerHost } from '../../ui/drawer/drawer-host';
import { ModalHost } from '../../ui/modal/modal-host';
import { ToastHost } from '../../ui/toast/toast-host';

/** Everything that opens over a page, with its dialog and toast library: one chunk, loaded by Overlays. */
export function OverlayHosts() {
  return (
    <>
      <PlayerProfileHost />
      <ModalHost />
      <DrawerHost />
      <ToastHost />
    </>
  );
}
