import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import {
  COMMENT_MAX,
  COMMENT_MESSAGES,
  type CommentDto,
  type CommentResult,
  type CommentsDto,
  commentSchema,
} from '../../../../src/contracts/comments.ts';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { EVENT_MESSAGES } from '../../../../src/contracts/events/index.ts';
import { REPORT_MESSAGES, REPORT_TITLES, type ReportType } from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { useApi } from '../../api/use-api';
import { authenticatedAtom, memberAtom } from '../../app/session';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FormAlert, TextAreaField } from '../../ui/form/field';
import { MoreIcon } from '../../ui/icons/icons';
import { ActionMenu, type MenuAction } from '../../ui/menu/action-menu';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { ListSkeleton } from '../clubs/club-header';
import styles from './styles';

// One comment thread for every commentable thing (team events, pickup games, league games): the same
// `CommentDto` list at `path`, a POST there to add, a DELETE at `commentPath(id)`, live pushes through the
// page's room hook (`useCommentPushes`) and reports of `reportType`.

/** Adds a comment to the cached list once (a live push and the POST's answer may both bring it). */
export function withComment(list: CommentsDto | undefined, comment: CommentDto): CommentsDto | undefined {
  if (!list || list.comments.some((item) => item.id === comment.id)) return list;
  return { ...list, comments: [...list.comments, comment] };
}

export function withoutComment(list: CommentsDto | undefined, commentId: string): CommentsDto | undefined {
  return list && { ...list, comments: list.comments.filter((item) => item.id !== commentId) };
}

/**
 * What a page's room hook does with comment pushes for the thread at `path` (the list's SWR key):
 * `useEventRoom(id, { ...useCommentPushes(eventKeys.comments(id)), onRosterChanged… })`.
 */
export function useCommentPushes(path: string | null) {
  const { mutate } = useSWRConfig();
  return {
    onCommentAdded: ({ comment }: { comment: CommentDto }) => {
      if (path !== null)
        void mutate<CommentsDto>(path, (current) => withComment(current, comment), { revalidate: false });
    },
    onCommentDeleted: ({ commentId }: { commentId: string }) => {
      if (path !== null)
        void mutate<CommentsDto>(path, (current) => withoutComment(current, commentId), {
          revalidate: false,
        });
    },
  };
}

const commentTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

export interface CommentThreadProps {
  /** The list's API path and SWR key (`GET` oldest first, `POST {content}` adds one). */
  path: string;
  /** Where one comment is deleted (`DELETE`). */
  commentPath: (commentId: string) => string;
  /** The section heading's id (the section is labelled by it). */
  headingId: string;
  /** The comment box's label. */
  inputLabel: string;
  /** What a report of someone else's comment is filed as. */
  reportType?: ReportType;
}

/** A comment thread: oldest first, add one, delete your own, report someone else's. */
export function CommentThread({
  path,
  commentPath,
  headingId,
  inputLabel,
  reportType = 'comment',
}: CommentThreadProps) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { data, error, mutate } = useApi<CommentsDto>(authenticated ? path : null);
  const me = useAtomValue(memberAtom);
  const toast = useToast();
  const { openModal } = useModal();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(commentSchema), defaultValues: { content: '' } });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api.post<CommentResult>(path, values);
      if (result?.comment)
        await mutate((current) => withComment(current, result.comment), { revalidate: false });
      else await mutate();
      reset({ content: '' });
    } catch (caught) {
      setFormError(firstServerError(caught) ?? EVENT_MESSAGES.failed);
    }
  });

  const remove = async (comment: CommentDto) => {
    try {
      await api.delete(commentPath(comment.id));
      await mutate((current) => withoutComment(current, comment.id), { revalidate: false });
      toast.success(COMMENT_MESSAGES.deleted);
    } catch (caught) {
      toast.error(firstServerError(caught) ?? EVENT_MESSAGES.failed);
    }
  };

  const report = (comment: CommentDto) =>
    openModal(<ReportComment comment={comment} reportType={reportType} />, {
      title: REPORT_TITLES[reportType],
    });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Comments
      </h2>
      {error ? (
        <FormAlert>{SOMETHING_WENT_WRONG}</FormAlert>
      ) : !data ? (
        <ListSkeleton rows={2} />
      ) : data.comments.length === 0 ? (
        <p className={styles.muted}>No comments yet. Start the conversation.</p>
      ) : (
        <ul className={styles.comments} aria-label="Comments">
          {data.comments.map((comment) => {
            const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();
            const own = comment.memberId === me?.id;
            const items: MenuAction[] = own
              ? [
                  {
                    id: 'delete',
                    label: 'Delete comment',
                    tone: 'danger',
                    onSelect: () => void remove(comment),
                  },
                ]
              : [{ id: 'report', label: 'Report comment', onSelect: () => report(comment) }];
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
          label={inputLabel}
          rows={2}
          maxLength={COMMENT_MAX}
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

/** REPORT COMMENT (`POST /api/report { type, reportedPlayerId, targetId }`); then REPORT SENT. */
export function ReportComment({
  comment,
  reportType = 'comment',
}: {
  comment: CommentDto;
  reportType?: ReportType;
}) {
  const { openModal, closeModal } = useModal();
  const [failed, setFailed] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();

  const send = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await api.post('/report', {
        type: reportType,
        reportedPlayerId: comment.memberId,
        targetId: comment.id,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      openModal(
        <div className={styles.form}>
          <FormAlert tone="success">Thanks for letting us know. Our team will review your report.</FormAlert>
          <div className={styles.actionsRow}>
            <Button onClick={closeModal}>CLOSE</Button>
          </div>
        </div>,
        { title: REPORT_MESSAGES.sent },
      );
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={`Report ${name}'s comment`}
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void send();
      }}
    >
      <p className={styles.muted}>
        Report this comment by <strong>{name}</strong>: “{comment.content.slice(0, 140)}”. Reports are
        private.
      </p>
      {failed && <FormAlert>{REPORT_MESSAGES.failed}</FormAlert>}
      <TextAreaField
        label="What happened? (optional)"
        maxLength={1000}
        value={reason}
        onChange={(input) => setReason(input.target.value)}
      />
      <div className={styles.actionsRow}>
        <Button variant="secondary" onClick={closeModal}>
          CANCEL
        </Button>
        <Button type="submit" variant="danger" busy={busy} busyLabel="SENDING…">
          SEND REPORT
        </Button>
      </div>
    </form>
  );
}
