import { useState } from 'react';
import {
  EMAIL_PREFERENCE_MESSAGES,
  type EmailPreferencesDto,
} from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/use-toast';
import styles from './email-preferences.module.css';
import { useEmailPreferences } from './use-email-preferences';

export const EMAIL_PREFERENCES_TEXT = {
  title: 'E-mail preferences',
  loadFailed: 'Your e-mail preferences could not be loaded. Try again later.',
  failed: genericErrorMessage,
} as const;

/** The three switches, in the order Settings shows them. */
export const EMAIL_PREFERENCE_SWITCHES: Array<{
  field: keyof EmailPreferencesDto;
  label: string;
  hint: string;
}> = [
  {
    field: 'gameEmails',
    label: 'Game e-mails',
    hint: 'New games, changed times or places and cancellations of your teams’ and pickup games.',
  },
  {
    field: 'reminders',
    label: 'Reminders',
    hint: 'Next-match reminders before kickoff and your captain’s nudges to answer.',
  },
  {
    field: 'chatDigests',
    label: 'Chat digests',
    hint: 'One e-mail when messages to you have been left unread for a while.',
  },
];

/**
 * Settings' e-mail preferences: one switch per kind of optional e-mail (`PUT
 * /api/member/email-preferences`), changed at once and rolled back if the server refuses.
 */
export function EmailPreferencesCard() {
  const { data, error, mutate } = useEmailPreferences();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const change = async (next: EmailPreferencesDto) => {
    setSaving(true);
    try {
      await mutate(
        async () => {
          const saved = await api.put<EmailPreferencesDto>('/member/email-preferences', next);
          return { gameEmails: saved.gameEmails, reminders: saved.reminders, chatDigests: saved.chatDigests };
        },
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      );
      toast.success(EMAIL_PREFERENCE_MESSAGES.saved);
    } catch (caught) {
      toast.error(firstServerError(caught) ?? EMAIL_PREFERENCES_TEXT.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="settings-email-preferences">
      <h2 id="settings-email-preferences" className={styles.cardTitle}>
        {EMAIL_PREFERENCES_TEXT.title}
      </h2>
      {error ? (
        <div className={styles.state}>
          <FormAlert>{EMAIL_PREFERENCES_TEXT.loadFailed}</FormAlert>
          <Button
            variant="secondary"
            size="small"
            aria-label="Try loading e-mail preferences again"
            onClick={() => void mutate()}
          >
            TRY AGAIN
          </Button>
        </div>
      ) : !data ? (
        <div role="status" aria-busy="true" className={styles.state}>
          <span className="visually-hidden">Loading your e-mail preferences…</span>
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
        </div>
      ) : (
        EMAIL_PREFERENCE_SWITCHES.map(({ field, label, hint }) => (
          <label key={field} className={styles.toggle}>
            <input
              type="checkbox"
              role="switch"
              checked={data[field]}
              aria-checked={data[field]}
              aria-busy={saving || undefined}
              onChange={(changeEvent) => {
                if (!saving) void change({ ...data, [field]: changeEvent.currentTarget.checked });
              }}
            />
            <span className={styles.toggleText}>
              <span className={styles.toggleLabel}>{label}</span>
              <span className={styles.muted}>{hint}</span>
            </span>
          </label>
        ))
      )}
    </section>
  );
}
