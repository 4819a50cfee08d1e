import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import dialogStyles from '../../ui/dialog/dialog.module.css';
import { CloseIcon } from '../../ui/icons/icons';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './chat.module.css';
import { chatTargetOf, chatTitleOf, useCloseChat } from './chat-params';

const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The chat modal (spec §2), open while the query parameters name a conversation (type dm or tm with
 * recipientId/recipientName or teamId/teamName): a deep link, closed by Back or the close button.
 */
export function ChatHost() {
  const [searchParams] = useSearchParams();
  const target = chatTargetOf(searchParams);
  const close = useCloseChat();
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={classNames(dialogStyles.fades, styles.dialog)}
          aria-describedby={undefined}
        >
          <div className={styles.titleBar}>
            <Dialog.Title className={styles.title}>{target ? chatTitleOf(target) : 'Chat'}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {target && (
            <Suspense fallback={<Skeleton height="12rem" />}>
              <ChatPanel target={target} />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
