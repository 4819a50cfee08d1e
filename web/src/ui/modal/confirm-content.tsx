import { type ReactNode, useState } from 'react';
import { Button } from '../button/button';
import { FormAlert } from '../form/field';
import styles from './confirm-content.module.css';

interface ConfirmContentProps {
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; a thrown error's message is shown and the dialog stays open. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  /** Turns a failure into the words the screen shows. */
  errorMessage: (error: unknown) => string;
}

/** The body of a confirmation modal (spec §2 "Confirmation modals"): what happens, then CANCEL or do it. */
export function ConfirmContent({
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
  cancelLabel = 'CANCEL',
  tone = 'primary',
  errorMessage,
}: ConfirmContentProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <div className={styles.body}>
      <div className={styles.text}>{children}</div>
      {error && <FormAlert>{error}</FormAlert>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} busy={busy} busyLabel={busyLabel} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
