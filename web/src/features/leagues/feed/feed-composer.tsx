import { useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '../../../../../src/contracts/identity/index.ts';
import {
  LEAGUE_MEDIA_KINDS,
  LEAGUE_POST_MAX_IMAGES,
  LEAGUE_POST_MAX_TEXT,
  type LeagueMediaKind,
  LEAGUE_FEED_MESSAGES as M,
} from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { refetchPages } from '../../../api/paged-list';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField, TextAreaField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import { MEDIA_KIND_LABELS } from './feed-item';
import styles from './league-feed.module.css';
import { feedPages, postToFeed } from './use-league-feed';

const imageTypes = ['image/png', 'image/gif', 'image/jpeg'];

/** Spec §5/§9: png, gif or jpeg of at most 5,000,000 bytes, checked before anything is sent. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!imageTypes.includes(file.type)) return PROFILE_MESSAGES.uploadType;
  if (file.size > MAX_IMAGE_BYTES) return PROFILE_MESSAGES.uploadTooLarge;
  return null;
}

interface Picture {
  file: File;
  kind: LeagueMediaKind;
  preview: string;
}

/** A coordinator's post: text and up to 4 pictures, each with its kind (KICKOFF, CHAMP, IMAGE, COVER). */
export function FeedComposer({ leagueId }: { leagueId: string }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileHint = useId();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<LeagueMediaKind>('IMAGE');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const bad = chosen.map(pictureProblem).find((found) => found !== null);
    if (bad) return setProblem(bad);
    if (pictures.length + chosen.length > LEAGUE_POST_MAX_IMAGES) return setProblem(M.tooManyImages);
    setProblem(null);
    setPictures((current) => [
      ...current,
      ...chosen.map((file) => ({ file, kind, preview: URL.createObjectURL(file) })),
    ]);
  };

  const remove = (index: number) =>
    setPictures((current) => {
      URL.revokeObjectURL(current[index]!.preview);
      return current.filter((_, at) => at !== index);
    });

  const submit = async () => {
    if (text.trim() === '' && pictures.length === 0) return setProblem(M.postEmpty);
    setBusy(true);
    setProblem(null);
    try {
      await postToFeed(leagueId, text.trim(), pictures);
      for (const picture of pictures) URL.revokeObjectURL(picture.preview);
      setText('');
      setPictures([]);
      toast.success(M.posted);
      await refetchPages(mutate, feedPages(leagueId));
    } catch (error) {
      setProblem(firstServerError(error) ?? PROFILE_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.composer}
      aria-label="Post to the feed"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label="Post to the league"
        placeholder="Share news, kick-off times, champions…"
        rows={3}
        maxLength={LEAGUE_POST_MAX_TEXT}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {pictures.length > 0 && (
        <ul className={styles.previews} aria-label="Pictures to post">
          {pictures.map((picture, index) => (
            <li key={picture.preview} className={styles.preview}>
              <img src={picture.preview} alt={`${MEDIA_KIND_LABELS[picture.kind]}, ready to post`} />
              <span className={styles.caption}>{MEDIA_KIND_LABELS[picture.kind]}</span>
              <button type="button" className={styles.removePicture} onClick={() => remove(index)}>
                REMOVE
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.composerRow}>
        <SelectField
          label="Picture kind"
          className={styles.kindField}
          value={kind}
          onChange={(event) => setKind(event.target.value as LeagueMediaKind)}
          options={LEAGUE_MEDIA_KINDS.map((value) => ({ value, label: MEDIA_KIND_LABELS[value] }))}
        />
        <input
          ref={fileRef}
          type="file"
          accept={imageTypes.join(',')}
          multiple
          hidden
          aria-label="Add pictures"
          aria-describedby={fileHint}
          onChange={(event) => {
            pick(event.target.files);
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="secondary"
          size="small"
          disabled={pictures.length >= LEAGUE_POST_MAX_IMAGES}
          onClick={() => fileRef.current?.click()}
        >
          ADD PICTURE
        </Button>
        <Button type="submit" size="small" busy={busy} busyLabel="POSTING…">
          POST
        </Button>
      </div>
      <p id={fileHint} className={styles.hint}>
        PNG, GIF or JPEG up to 5 MB, at most {LEAGUE_POST_MAX_IMAGES} pictures.
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
    </form>
  );
}
