import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import {
  EVENT_MESSAGES,
  type EventDto,
  type EventScoreResult,
  eventScoreSchema,
  SCORE_MESSAGES,
} from '../../../../src/contracts/events/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button } from '../../ui/button/button';
import { TextField } from '../../ui/form/field';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import styles from './styles';
import { eventKeys, refetchMemberEvents } from './use-events';

export const saveScoreTitle = 'SAVE GAME SCORE';

type ScoreFields = { teamScore: string; opponentScore: string };

/** The game score; a captain edits it and confirms with SAVE GAME SCORE (or discards the changes). */
export function ScoreCard({ event, isCaptain }: { event: EventDto; isCaptain: boolean }) {
  const [editing, setEditing] = useState(false);
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ScoreFields>({
    resolver: zodResolver(eventScoreSchema) as never,
    values: {
      teamScore: event.teamScore === null ? '' : String(event.teamScore),
      opponentScore: event.opponentScore === null ? '' : String(event.opponentScore),
    },
  });
  const hasScore = event.teamScore !== null && event.opponentScore !== null;

  const discard = () => {
    closeModal();
    reset();
    setEditing(false);
  };

  const confirm = handleSubmit((values) => {
    const score = eventScoreSchema.parse(values);
    openModal(
      <ConfirmContent
        confirmLabel={saveScoreTitle}
        busyLabel="SAVING…"
        cancelLabel="DISCARD CHANGES"
        onCancel={discard}
        errorMessage={(error) => firstServerError(error) ?? EVENT_MESSAGES.failed}
        onConfirm={async () => {
          const result = await api.patch<EventScoreResult>(`${eventKeys.event(event.id)}/score`, score);
          await mutate(eventKeys.event(event.id), result?.event ?? { ...event, ...score }, {
            revalidate: !result?.event,
          });
          void refetchMemberEvents(mutate);
          toast.success(SCORE_MESSAGES.saved);
          closeModal();
          setEditing(false);
        }}
      >
        <p>
          Save the final score{' '}
          <strong>
            {event.team.name} {score.teamScore} – {score.opponentScore} {event.title}
          </strong>
          ? The team sees it on the schedule.
        </p>
      </ConfirmContent>,
      { title: saveScoreTitle },
    );
  });

  return (
    <section className={styles.card} aria-labelledby="event-score">
      <div className={styles.cardHead}>
        <h2 id="event-score" className={styles.cardTitle}>
          Score
        </h2>
        {isCaptain && event.isPast && !editing && (
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            {hasScore ? 'EDIT SCORE' : 'ADD SCORE'}
          </Button>
        )}
      </div>
      {editing ? (
        <form className={styles.form} onSubmit={confirm} noValidate aria-label="Game score">
          <div className={styles.score}>
            <TextField
              label={event.team.name}
              inputMode="numeric"
              className={styles.scoreSide}
              error={errors.teamScore?.message}
              {...register('teamScore')}
            />
            <span className={styles.scoreDash} aria-hidden="true">
              –
            </span>
            <TextField
              label={event.title}
              inputMode="numeric"
              className={styles.scoreSide}
              error={errors.opponentScore?.message}
              {...register('opponentScore')}
            />
          </div>
          <div className={styles.actionsRow}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                reset();
                setEditing(false);
              }}
            >
              CANCEL
            </Button>
            <Button type="submit" size="small">
              SAVE SCORE
            </Button>
          </div>
        </form>
      ) : hasScore ? (
        <div className={styles.score}>
          <div className={styles.scoreSide}>
            <span className={styles.scoreValue}>{event.teamScore}</span>
            <span className={styles.scoreLabel}>{event.team.name}</span>
          </div>
          <span className={styles.scoreDash} aria-hidden="true">
            –
          </span>
          <div className={styles.scoreSide}>
            <span className={styles.scoreValue}>{event.opponentScore}</span>
            <span className={styles.scoreLabel}>{event.title}</span>
          </div>
        </div>
      ) : (
        <p className={styles.muted}>
          {event.isPast ? 'No score yet.' : 'The score is added after the game.'}
        </p>
      )}
    </section>
  );
}
