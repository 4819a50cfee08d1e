import { type FormEvent, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { GAME_DAYS, type GameDay } from '../../../../src/contracts/leagues/league.ts';
import type { LeagueLevel } from '../../../../src/contracts/leagues/registration-listing.ts';
import {
  FREE_AGENT_LOOKING_FOR,
  FREE_AGENT_TIMES,
  type FreeAgentDto,
  type FreeAgentLookingFor,
  type FreeAgentPosition,
  type FreeAgentTime,
} from '../../../../src/contracts/marketplace/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button } from '../../ui/button/button';
import { FormAlert, TextAreaField } from '../../ui/form/field';
import { GAME_DAY_LABELS } from '../leagues/league-format';
import { ChoiceGroup } from './choice-group';
import { CityField, LevelField, PositionsField } from './listing-fields';
import { LOOKING_FOR_LABELS, TIME_LABELS } from './marketplace-format';
import styles from './styles';

interface FreeAgentFields {
  workspaceId: string;
  positions: FreeAgentPosition[];
  level: LeagueLevel;
  days: GameDay[];
  times: FreeAgentTime[];
  lookingFor: FreeAgentLookingFor[];
  about: string;
}

/**
 * List yourself as a free agent (POST /marketplace/free-agents), or edit your listing (PATCH; the city
 * stays). The server checks every field and its messages go on the fields they name.
 */
export function FreeAgentForm({
  listing,
  onDone,
}: {
  listing?: FreeAgentDto;
  onDone: (saved: FreeAgentDto, message: string) => void;
}) {
  const [fields, setFields] = useState<FreeAgentFields>({
    workspaceId: listing ? String(listing.workspaceId) : '',
    positions: listing?.positions ?? [],
    level: listing?.level ?? 'recreational',
    days: listing?.days ?? [],
    times: listing?.times ?? [],
    lookingFor: listing?.lookingFor ?? ['team'],
    about: listing?.about ?? '',
  });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof FreeAgentFields>(key: K) =>
    (value: FreeAgentFields[K]) =>
      setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(undefined);
    setErrors({});
    const { workspaceId, ...rest } = fields;
    try {
      const result = listing
        ? await api.patch<{ freeAgent: FreeAgentDto; message: string }>(
            `/marketplace/free-agents/${encodeURIComponent(listing.id)}`,
            rest,
          )
        : await api.post<{ freeAgent: FreeAgentDto; message: string }>('/marketplace/free-agents', {
            ...rest,
            workspaceId: Number(workspaceId) || 0,
          });
      onDone(result.freeAgent, result.message);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0) {
        setErrors(caught.fieldErrors);
      } else {
        setAlert(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
      }
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {alert && <FormAlert>{alert}</FormAlert>}
      {!listing && (
        <CityField
          name="workspaceId"
          value={fields.workspaceId}
          error={errors.workspaceId}
          onChange={set('workspaceId')}
        />
      )}
      <PositionsField
        name="positions"
        value={fields.positions}
        onChange={set('positions')}
        error={errors.positions}
      />
      <LevelField value={fields.level} error={errors.level} onChange={set('level')} />
      <ChoiceGroup
        legend="Days you can play"
        name="days"
        options={GAME_DAYS}
        labels={GAME_DAY_LABELS}
        value={fields.days}
        onChange={set('days')}
        error={errors.days}
      />
      <ChoiceGroup
        legend="Times"
        name="times"
        options={FREE_AGENT_TIMES}
        labels={TIME_LABELS}
        value={fields.times}
        onChange={set('times')}
        error={errors.times}
      />
      <ChoiceGroup
        legend="Looking for"
        name="lookingFor"
        options={FREE_AGENT_LOOKING_FOR}
        labels={LOOKING_FOR_LABELS}
        value={fields.lookingFor}
        onChange={set('lookingFor')}
        error={errors.lookingFor}
      />
      <TextAreaField
        label="About you"
        name="about"
        maxLength={500}
        rows={4}
        value={fields.about}
        error={errors.about}
        onChange={(event) => set('about')(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={busy} busyLabel="SAVING…">
          {listing ? 'SAVE CHANGES' : 'LIST ME'}
        </Button>
      </div>
    </form>
  );
}
