import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { type PublishWaiverResultDto, publishWaiverSchema } from '../../../../src/contracts/waivers/index.ts';
import { WAIVER_LIMITS } from '../../../../src/contracts/waivers/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button } from '../../ui/button/button';
import { FormAlert, TextAreaField, TextField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import leagueStyles from '../leagues/leagues.module.css';
import { formatSignedDate, useRefreshWaivers, useWaiverVersions } from './use-waivers';
import styles from './waivers.module.css';

const empty = { name: '', waiverVersion: '', text: '' };

/**
 * The organizer console's Waiver panel: the organization's current waiver and the form that publishes
 * a new version (which makes every earlier signature outstanding).
 */
export function WaiverPanel({ orgId }: { orgId: number }) {
  const { data: versions, error } = useWaiverVersions(orgId);
  const current = versions?.[0];
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefreshWaivers();

  const submit = async () => {
    const parsed = publishWaiverSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await api.post<PublishWaiverResultDto>(`/organization/${orgId}/waivers`, parsed.data);
      toast.success(result.message);
      setValues(empty);
      await refresh();
    } catch (caught) {
      setErrors({ form: firstServerError(caught) ?? SOMETHING_WENT_WRONG });
    } finally {
      setBusy(false);
    }
  };

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <section className={leagueStyles.card} aria-labelledby="console-waiver">
      <h2 id="console-waiver" className={leagueStyles.cardTitle}>
        Waiver
      </h2>
      {error ? (
        <FormAlert>{SOMETHING_WENT_WRONG}</FormAlert>
      ) : !versions ? (
        <p className={styles.muted}>Loading…</p>
      ) : current ? (
        <dl className={styles.facts}>
          <dt>Current</dt>
          <dd>{current.name}</dd>
          <dt>Version</dt>
          <dd>{current.waiverVersion}</dd>
          <dt>Published</dt>
          <dd>{formatSignedDate(current.publishedAt)}</dd>
          <dt>Versions</dt>
          <dd>{versions.length}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>No waiver yet. Members sign the one you publish before they register.</p>
      )}
      <form
        className={leagueStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h3 className={styles.muted}>Publish a new version: members who signed an earlier one sign again.</h3>
        <TextField
          label="Waiver name"
          value={values.name}
          error={errors.name}
          onChange={set('name')}
          maxLength={WAIVER_LIMITS.nameMax}
        />
        <TextField
          label="Version"
          placeholder={current ? `after ${current.waiverVersion}` : '1'}
          value={values.waiverVersion}
          error={errors.waiverVersion}
          onChange={set('waiverVersion')}
          maxLength={WAIVER_LIMITS.versionMax}
        />
        <TextAreaField
          label="Waiver text"
          rows={8}
          value={values.text}
          error={errors.text}
          onChange={set('text')}
        />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" size="small" busy={busy} busyLabel="PUBLISHING…">
          PUBLISH WAIVER
        </Button>
      </form>
    </section>
  );
}
