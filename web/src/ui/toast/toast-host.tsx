import * as Toast from '@radix-ui/react-toast';
import { useAtomValue, useSetAtom } from 'jotai';
import { classNames } from '../../lib/class-names';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons';
import styles from './toast.module.css';
import { removeToastAtom, type ToastKind, toastDurationMs, toastsAtom } from './toast-atoms';

// Each kind has its own mark, so information (log in first, this event was deleted) never reads as a
// success: a tick says done, an i says "for your information", an alert says it failed.
const icons: Record<ToastKind, typeof InfoIcon> = {
  success: CheckCircleIcon,
  info: InfoIcon,
  error: AlertIcon,
};

/** Exit animation length (spec §9: 300 ms); the toast leaves the list once it has played. */
const exitDelayMs = 300;

export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  const removeToast = useSetAtom(removeToastAtom);

  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" label="Notification">
      {toasts.map((toast) => {
        const Icon = icons[toast.kind];
        return (
          <Toast.Root
            key={toast.id}
            // Errors interrupt a screen reader; confirmations wait their turn.
            type={toast.kind === 'error' ? 'foreground' : 'background'}
            className={classNames(styles.toast, styles[toast.kind])}
            data-kind={toast.kind}
            onOpenChange={(open) => {
              if (!open) window.setTimeout(() => removeToast(toast.id), exitDelayMs);
            }}
          >
            <Icon className={styles.icon} data-icon={toast.kind} />
            <Toast.Description className={styles.message}>{toast.message}</Toast.Description>
            <Toast.Close className={styles.close} aria-label="Dismiss">
              <CloseIcon />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
