import { useEffect, useId, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { Button } from '../../ui/button/button';
import { AlertIcon } from '../../ui/icons/icons';
import { IMAGE_TYPES } from './club-messages';
import styles from './styles';

interface ImagePickerProps {
  label: string;
  /** The image already saved, shown until another is chosen. */
  current: string | null;
  /** A wide banner or a square logo/badge. */
  shape: 'banner' | 'square';
  /** Called with the chosen file; returns the problem to show, or null. */
  onPick: (file: File) => string | null | Promise<string | null>;
  busy?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

/** One image of a club (logo, banner, badge): a preview and a button that opens the file chooser. */
export function ImagePicker({ label, current, shape, onPick, busy, error, disabled }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? current;
  const message = problem ?? error;

  return (
    <div className={styles.picker}>
      <div
        className={classNames(
          styles.pickerPreview,
          shape === 'banner' ? styles.bannerShape : styles.squareShape,
        )}
      >
        {shown ? <img src={shown} alt="" /> : <span aria-hidden="true">{label}</span>}
      </div>
      <div className={styles.pickerText}>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          aria-label={label}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const found = await onPick(file);
            setProblem(found);
            if (!found) setPreview(URL.createObjectURL(file));
          }}
        />
        <Button
          variant="secondary"
          size="small"
          busy={busy}
          busyLabel="UPLOADING…"
          disabled={disabled}
          aria-describedby={messageId}
          onClick={() => inputRef.current?.click()}
        >
          {shown ? `CHANGE ${label.toUpperCase()}` : `ADD ${label.toUpperCase()}`}
        </Button>
        <p
          id={messageId}
          className={message ? styles.pickerProblem : styles.muted}
          role={message ? 'alert' : undefined}
        >
          {message ? (
            <>
              <AlertIcon className={styles.inlineIcon} /> {message}
            </>
          ) : (
            'PNG, GIF or JPEG, up to 5MB.'
          )}
        </p>
      </div>
    </div>
  );
}
