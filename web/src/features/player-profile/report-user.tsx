import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REPORT_MESSAGES, REPORT_TITLES, reportSchema } from '../../../../src/contracts/identity/index.ts';
import { api } from '../../api/client';
import { Button } from '../../ui/button/button';
import { FormAlert, TextAreaField } from '../../ui/form/field';
import { useModal } from '../../ui/modal/use-modal';
import styles from './player-profile.module.css';

export const reportUserTitle = REPORT_TITLES.player;

const reportFormSchema = reportSchema.pick({ reason: true });

/** REPORT USER (POST /api/report { type: 'player', reportedPlayerId }); then it reads REPORT SENT. */
export function ReportUser({ memberId, name }: { memberId: string; name: string }) {
  const { openModal, closeModal } = useModal();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(reportFormSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setFailed(false);
    try {
      await api.post('/report', {
        type: 'player',
        reportedPlayerId: memberId,
        ...(reason ? { reason } : {}),
      });
      openModal(<ReportSent onClose={closeModal} />, { title: REPORT_MESSAGES.sent });
    } catch {
      setFailed(true);
    }
  });

  return (
    <form className={styles.modalForm} onSubmit={submit} noValidate aria-label={`Report ${name}`}>
      <p className={styles.modalText}>
        Tell us what happened with <strong>{name}</strong>. Reports are private: they are not told who sent
        it.
      </p>
      {failed && <FormAlert>{REPORT_MESSAGES.failed}</FormAlert>}
      <TextAreaField
        label="What happened? (optional)"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={closeModal}>
          CANCEL
        </Button>
        <Button type="submit" variant="danger" busy={isSubmitting} busyLabel="SENDING…">
          SEND REPORT
        </Button>
      </div>
    </form>
  );
}

function ReportSent({ onClose }: { onClose: () => void }) {
  return (
    <div className={styles.modalForm}>
      <FormAlert tone="success">Thanks for letting us know. Our team will review your report.</FormAlert>
      <div className={styles.modalActions}>
        <Button onClick={onClose}>CLOSE</Button>
      </div>
    </div>
  );
}
