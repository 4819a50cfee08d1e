import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { classNames } from '../../lib/class-names';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';
import { modalAtom } from './modal-atoms';
import { useModal } from './use-modal';

/** Renders whatever `useModal().openModal` put in the modal atom. Mounted once, in the layout. */
export function ModalHost() {
  const { open, content, options, returnFocus } = useAtomValue(modalAtom);
  const { closeModal } = useModal();
  const { preventClose = false } = options;

  const blockWhenPrevented = (event: Event) => {
    if (preventClose) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !preventClose) closeModal();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={classNames(
            styles.content,
            options.fullWidth && styles.fullWidth,
            options.fullHeight && styles.fullHeight,
            options.fullScreen && styles.fullScreen,
          )}
          onEscapeKeyDown={blockWhenPrevented}
          onPointerDownOutside={blockWhenPrevented}
          onInteractOutside={blockWhenPrevented}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          // Radix warns when a dialog has no description; most of ours are described by their content.
          {...(options.description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={classNames(styles.titleBar, options.hideTitle && styles.titleBarEnd)}>
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
