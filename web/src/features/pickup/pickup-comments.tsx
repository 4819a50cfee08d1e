import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REPORT_TITLES } from '../../../../src/contracts/identity/index.ts';
import {
  PICKUP_COMMENT_MAX,
  PICKUP_COMMENT_MESSAGES,
  PICKUP_EVENT_MESSAGES,
  type PickupCommentDto,
  type PickupCommentResult,
  pickupCommentSchema,
} from '../../../../src/contracts/pickup/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { memberAtom } from '../../app/session';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FormAlert, TextAreaField } from '../../ui/form/field';
import { MoreIcon } from '../../ui/icons/icons';
import { ActionMenu, type MenuAction } from '../../ui/menu/action-menu';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { ListSkeleton } from '../clubs/club-header';
import { ReportComment, withComment, withoutComment } from '../events/comments';
import styles from './pickup.module.css';
import { pickupKeys, pickupPaths, usePickupComments } from './use-pickup';

const commentTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** A pickup game's comments: oldest first, add one, delete your own, report someone else's. */
export function PickupComments({ eventId }: { eventId: number }) {
  const { data, error, mutate } = usePickupComments(eventId);
  const me = useAtomValue(memberAtom);
  const toast = useToast();
  const { openModal } = useModal();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(pickupCommentSchema), defaultValues: { content: '' } });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api.post<PickupCommentResult>(pickupKeys.comments(eventId), values);
      if (result?.comment)
        await mutate((current) => withComment(current, result.comment), { revalidate: false });
      else await mutate();
      reset({ content: '' });
    } catch (caught) {
      setFormError(firstServerError(caught) ?? PICKUP_EVENT_MESSAGES.failed);
    }
  });

  const remove = async (comment: PickupCommentDto) => {
    try {
      await api.delete(pickupPaths.comment(eventId, comment.id));
      await mutate((current) => withoutComment(current, comment.id), { revalidate: false });
      toast.success(PICKUP_COMMENT_MESSAGES.deleted);
    } catch (caught) {
      toast.error(firstServerError(caught) ?? PICKUP_EVENT_MESSAGES.failed);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="game-comments">
      <h2 id="game-comments" className={styles.cardTitle}>
        Comments
      </h2>
      {error ? (
        <FormAlert>Something went wrong. Try again later.</FormAlert>
      ) : !data ? (
        <ListSkeleton rows={2} />
      ) : data.comments.length === 0 ? (
        <p className={styles.muted}>No comments yet. Start the conversation.</p>
      ) : (
        <ul className={styles.comments} aria-label="Comments">
          {data.comments.map((comment) => {
            const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();
            const items: MenuAction[] =
              comment.memberId === me?.id
                ? [
                    {
                      id: 'delete',
                      label: 'Delete comment',
                      tone: 'danger',
                      onSelect: () => void remove(comment),
                    },
                  ]
                : [
                    {
                      id: 'report',
                      label: 'Report comment',
                      onSelect: () =>
                        openModal(<ReportComment comment={comment} />, { title: REPORT_TITLES.comment }),
                    },
                  ];
            return (
              <li key={comment.id} className={styles.comment}>
                <Avatar src={comment.author.avatar} size={36} />
                <div className={styles.commentBody}>
                  <span className={styles.commentName}>
                    {name}{' '}
                    <time className={styles.commentTime} dateTime={comment.createdAt}>
                      {commentTime(comment.createdAt)}
                    </time>
                  </span>
                  <p className={styles.commentText}>{comment.content}</p>
                </div>
                <ActionMenu
                  label={`Comment actions, ${name}`}
                  trigger={<MoreIcon />}
                  triggerClassName={styles.iconButton}
                  items={items}
                />
              </li>
            );
          })}
        </ul>
      )}
      <form className={styles.commentForm} onSubmit={submit} noValidate aria-label="Add a comment">
        <TextAreaField
          label="Add a comment"
          rows={2}
          maxLength={PICKUP_COMMENT_MAX}
          error={errors.content?.message}
          {...register('content')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className={styles.actionsRow}>
          <Button type="submit" size="small" busy={isSubmitting} busyLabel="POSTING…">
            POST COMMENT
          </Button>
        </div>
      </form>
    </section>
  );
}
