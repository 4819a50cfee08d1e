import { type FormEvent, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  type PostCategory,
  type PostDto,
} from '../../../../src/contracts/marketplace/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button } from '../../ui/button/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { imageProblem } from '../clubs/club-messages';
import { ImagePicker } from '../clubs/image-picker';
import styles from './styles';
import { useMarketplaceCities } from './use-marketplace';

export const PICTURE_FAILED = 'The post is saved, but its picture could not be added.';

/** The post's picture goes up once the post is saved (the upload needs its id). */
async function sendPicture(saved: PostDto, picture: File): Promise<PostDto> {
  const form = new FormData();
  form.append('file', picture);
  const result = await api.upload<{ post: PostDto }>(
    `/marketplace/posts/${encodeURIComponent(saved.id)}/image`,
    form,
  );
  return result.post;
}

/**
 * A new post in a city (POST /marketplace/posts), or the author's edit (PATCH; the city stays), with an
 * optional picture sent after it. A picture that fails leaves the post saved without it, said in a toast.
 */
export function PostForm({
  post,
  onDone,
}: {
  post?: PostDto;
  onDone: (saved: PostDto, message: string) => void;
}) {
  const { data: cities } = useMarketplaceCities();
  const [workspaceId, setWorkspaceId] = useState(post ? String(post.workspaceId) : '');
  const [category, setCategory] = useState<PostCategory>(post?.category ?? 'looking_for_players');
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [picture, setPicture] = useState<File>();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(undefined);
    setErrors({});
    try {
      const result = post
        ? await api.patch<{ post: PostDto; message: string }>(
            `/marketplace/posts/${encodeURIComponent(post.id)}`,
            {
              category,
              title,
              body,
            },
          )
        : await api.post<{ post: PostDto; message: string }>('/marketplace/posts', {
            workspaceId: Number(workspaceId) || 0,
            category,
            title,
            body,
          });
      let saved = result.post;
      if (picture) {
        try {
          saved = await sendPicture(saved, picture);
        } catch (failed) {
          toast.error(firstServerError(failed) ?? PICTURE_FAILED);
        }
      }
      onDone(saved, result.message);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0)
        setErrors(caught.fieldErrors);
      else setAlert(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {alert && <FormAlert>{alert}</FormAlert>}
      {!post && (
        <SelectField
          label="City"
          name="workspaceId"
          placeholder="Choose a city"
          options={(cities ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
          value={workspaceId}
          error={errors.workspaceId}
          onChange={(event) => setWorkspaceId(event.target.value)}
        />
      )}
      <SelectField
        label="Category"
        name="category"
        options={POST_CATEGORIES.map((value) => ({ value, label: POST_CATEGORY_LABELS[value] }))}
        value={category}
        error={errors.category}
        onChange={(event) => setCategory(event.target.value as PostCategory)}
      />
      <TextField
        label="Title"
        name="title"
        maxLength={100}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label="Text"
        name="body"
        maxLength={2000}
        rows={5}
        value={body}
        error={errors.body}
        onChange={(event) => setBody(event.target.value)}
      />
      <ImagePicker
        label="Picture"
        shape="banner"
        current={post?.imageUrl ?? null}
        disabled={busy}
        onPick={(file) => {
          const problem = imageProblem(file);
          if (!problem) setPicture(file);
          return problem;
        }}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={busy} busyLabel="SAVING…">
          {post ? 'SAVE CHANGES' : 'POST'}
        </Button>
      </div>
    </form>
  );
}
