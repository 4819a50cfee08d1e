import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  MAX_IMAGE_BYTES,
  type MemberDto,
  PROFILE_MESSAGES,
} from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { useToast } from '../../ui/toast/use-toast';
import { playerProfileKey } from '../player-profile/use-player-profile';
import { meKey } from '../session/use-me';
import styles from './settings.module.css';

const imageTypes = ['image/png', 'image/gif', 'image/jpeg'];

/** Spec §5/§9: png, gif or jpeg of at most 5,000,000 bytes, checked before anything is sent. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!imageTypes.includes(file.type)) return PROFILE_MESSAGES.uploadType;
  if (file.size > MAX_IMAGE_BYTES) return PROFILE_MESSAGES.uploadTooLarge;
  return null;
}

/** Change photo: POST /api/member/avatar/upload (multipart, field `file`). */
export function AvatarUpload({ member }: { member: MemberDto }) {
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async (file: File) => {
    const found = avatarProblem(file);
    setProblem(found);
    if (found) return;
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    try {
      await api.upload('/member/avatar/upload', form);
      toast.success(PROFILE_MESSAGES.uploaded);
      await Promise.all([mutate(meKey), mutate(playerProfileKey(member.id))]);
    } catch (error) {
      toast.error(firstServerError(error) ?? PROFILE_MESSAGES.uploadFailed);
    } finally {
      setPreview(null);
      setBusy(false);
    }
  };

  return (
    <div className={styles.photo}>
      <Avatar src={preview ?? member.avatar} size={88} className={styles.photoImage} />
      <div className={styles.photoText}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={imageTypes.join(',')}
          hidden
          aria-label="Profile photo"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="secondary"
          size="small"
          busy={busy}
          busyLabel="UPLOADING…"
          aria-describedby={messageId}
          onClick={() => inputRef.current?.click()}
        >
          CHANGE PHOTO
        </Button>
        <p
          id={messageId}
          className={problem ? styles.photoProblem : styles.photoHint}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? 'PNG, GIF or JPEG, up to 5MB.'}
        </p>
      </div>
    </div>
  );
}
