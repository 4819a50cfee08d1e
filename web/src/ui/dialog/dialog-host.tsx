import * as Dialog from '@radix-ui/react-dialog';
import { type PrimitiveAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { CloseIcon } from '../icons/icons';
import styles from './dialog.module.css';
import { type DialogOptions, type DialogState, useDialogControls } from './dialog-state';

interface DialogHostProps<Options extends DialogOptions> {
  dialog: PrimitiveAtom<DialogState<Options>>;
  /** The surface's placement and size for these options (a centred card, a sheet docked to an edge). */
  surfaceClassName: (options: Options) => string;
  /** Fades in and out; without it the surface class brings its own motion (the drawer slides). */
  fades?: boolean;
  /** Drawn above the title bar (the drawer's grab handle). */
  top?: ReactNode;
}

/**
 * Renders whatever the dialog atom holds, as an accessible Radix dialog: the title bar with its close
 * button, the optional description and the scrolling body. Each host is mounted once, in the layout.
 */
export function DialogHost<Options extends DialogOptions>({
  dialog,
  surfaceClassName,
  fades = false,
  top,
}: DialogHostProps<Options>) {
  const { open, content, options, returnFocus } = useAtomValue(dialog);
  const { close } = useDialogControls(dialog);
  const { preventClose = false } = options;

  const blockWhenPrevented = (event: Event) => {
    if (preventClose) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !preventClose) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={classNames(styles.surface, fades && styles.fades, surfaceClassName(options))}
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
          {top}
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
