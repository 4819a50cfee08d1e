import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { classNames } from '../../lib/class-names';
import { CloseIcon } from '../icons/icons';
import styles from './drawer.module.css';
import { drawerAtom } from './drawer-atoms';
import { useDrawer } from './use-drawer';

/** The drawer modal: the same accessible dialog primitive as the general modal, docked to an edge. */
export function DrawerHost() {
  const { open, content, options, returnFocus } = useAtomValue(drawerAtom);
  const { closeDrawer } = useDrawer();
  const { preventClose = false, side = 'right' } = options;

  const blockWhenPrevented = (event: Event) => {
    if (preventClose) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !preventClose) closeDrawer();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={classNames(styles.drawer, side === 'left' ? styles.left : styles.right)}
          onEscapeKeyDown={blockWhenPrevented}
          onPointerDownOutside={blockWhenPrevented}
          onInteractOutside={blockWhenPrevented}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          {...(options.description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div aria-hidden="true" className={styles.handle} />
          <div className={styles.titleBar}>
            <Dialog.Title className={classNames(styles.title, options.hideTitle && 'visually-hidden')}>
              {options.title}
            </Dialog.Title>
            {!preventClose && (
              <Dialog.Close className={styles.closeButton} aria-label="Close">
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          {options.description !== undefined && (
            <Dialog.Description className={styles.description}>{options.description}</Dialog.Description>
          )}
          <div className={styles.body}>{content}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
