import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { GAME_DAY_LABELS, GAME_DAYS, type GameDay } from '../../../../src/contracts/leagues/league.ts';
import type { FreeAgentPosition } from '../../../../src/contracts/marketplace/free-agents.ts';
import { SUB_ALERT_MESSAGES, type SubAlertDto } from '../../../../src/contracts/marketplace/sub-alerts.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { ChoiceGroup } from './choice-group';
import { CityField, PositionsField } from './listing-fields';
import type { MarketplaceFilters } from './marketplace-filters';
import { POSITION_LABELS } from './marketplace-format';
import styles from './styles';
import { marketplaceKeys, useSubAlert } from './use-marketplace';

export const SUB_ALERT_TEXT = {
  intro: 'Hear when a team in your city needs a player on your days and positions: in the bell, live.',
  signedOut: 'to get sub alerts when a team in your city needs a player.',
  loading: 'Loading your sub alerts…',
  failed: 'Your sub alerts could not be loaded.',
  email: 'E-mail me too (at most one an hour)',
} as const;

const DAY_SHORT = (day: GameDay) => GAME_DAY_LABELS[day].slice(0, 3);

/** 'On: Austin · Tue, Thu · Defender · e-mail too', or 'Off'. */
export function subAlertSummary(alert: SubAlertDto | null): string {
  if (!alert) return 'Off';
  const days = alert.days.length === GAME_DAYS.length ? 'Any day' : alert.days.map(DAY_SHORT).join(', ');
  const positions = alert.positions.map((position) => POSITION_LABELS[position]).join(', ');
  return `On: ${alert.cityName} · ${days} · ${positions}${alert.email ? ' · e-mail too' : ''}`;
}

/**
 * The Subs tab's "Sub alerts" (issue 20): a signed-in player opts in for a city, days and positions
 * (and e-mails, at most one an hour), changes it or turns it off; a visitor is invited to log in. A
 * disclosure, closed at first, so the list stays near the top on a phone.
 */
export function SubAlertPanel({ filters }: { filters: MarketplaceFilters }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  if (!authenticated)
    return (
      <p className={styles.note}>
        <Link className={styles.inlineLink} to={loginHref(`${pathname}${search}`)}>
          Log in
        </Link>{' '}
        {SUB_ALERT_TEXT.signedOut}
      </p>
    );
  return <SignedInPanel filters={filters} />;
}

function SignedInPanel({ filters }: { filters: MarketplaceFilters }) {
  const { data, error, mutate } = useSubAlert();
  const loading = data === undefined && !error;
  return (
    <details className={styles.alertPanel}>
      <summary className={styles.alertSummary}>
        <span className={styles.alertTitle}>Sub alerts</span>
        <span className={styles.alertState} role={loading ? 'status' : undefined}>
          {loading ? SUB_ALERT_TEXT.loading : data === undefined ? '' : subAlertSummary(data)}
        </span>
      </summary>
      <div className={styles.alertBody}>
        {data === undefined ? (
          error && <RetryBlock message={SUB_ALERT_TEXT.failed} onRetry={() => void mutate()} />
        ) : (
          <SubAlertForm
            key={data?.updatedAt ?? 'off'}
            alert={data}
            filters={filters}
            onSaved={(saved) => void mutate(saved, { revalidate: false })}
          />
        )}
      </div>
    </details>
  );
}

interface Fields {
  city: string;
  days: GameDay[];
  positions: FreeAgentPosition[];
  email: boolean;
}

/** A field's first message: `days.2` (one bad value) shows under the days. */
const errorOf = (errors: Readonly<Record<string, string>>, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1] ?? undefined;

/** What the form starts with: the alert as it is, or the tab's filters for a first one. */
function initialFields(alert: SubAlertDto | null, filters: MarketplaceFilters): Fields {
  if (alert)
    return {
      city: String(alert.workspaceId),
      days: alert.days,
      positions: alert.positions,
      email: alert.email,
    };
  return {
    city: filters.city ?? '',
    days: filters.day ? [filters.day] : [],
    positions: filters.position ? [filters.position] : [],
    email: true,
  };
}

/** What the browser can tell before asking: the contract's messages for an empty choice. */
function missing(fields: Fields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.city === '') errors.workspaceId = SUB_ALERT_MESSAGES.city;
  if (fields.days.length === 0) errors.days = SUB_ALERT_MESSAGES.days;
  if (fields.positions.length === 0) errors.positions = SUB_ALERT_MESSAGES.positions;
  return errors;
}

function SubAlertForm({
  alert,
  filters,
  onSaved,
}: {
  alert: SubAlertDto | null;
  filters: MarketplaceFilters;
  onSaved: (alert: SubAlertDto | null) => void;
}) {
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(() => initialFields(alert, filters));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'off'>();
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setFields((current) => ({ ...current, [key]: value }));

  const fail = (caught: unknown) => {
    if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0)
      setErrors(caught.fieldErrors);
    else setFailure(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const refused = missing(fields);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setBusy('save');
    try {
      const saved = await api.put<SubAlertDto>(marketplaceKeys.subAlert, {
        workspaceId: Number(fields.city),
        days: fields.days,
        positions: fields.positions,
        email: fields.email,
      });
      toast.success(SUB_ALERT_MESSAGES.saved);
      onSaved(saved);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(undefined);
    }
  };

  const turnOff = async () => {
    if (busy) return;
    setFailure(undefined);
    setErrors({});
    setBusy('off');
    try {
      await api.delete<null>(marketplaceKeys.subAlert);
      toast.success(SUB_ALERT_MESSAGES.off);
      onSaved(null);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label="Sub alerts">
      <p className={styles.muted}>{SUB_ALERT_TEXT.intro}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <CityField
        name="alertCity"
        className={styles.cityPicker}
        value={fields.city}
        error={errorOf(errors, 'workspaceId')}
        onChange={set('city')}
      />
      <ChoiceGroup
        legend="Days"
        name="alertDays"
        options={GAME_DAYS}
        labels={GAME_DAY_LABELS}
        value={fields.days}
        onChange={set('days')}
        error={errorOf(errors, 'days')}
      />
      <PositionsField
        name="alertPositions"
        value={fields.positions}
        onChange={set('positions')}
        error={errorOf(errors, 'positions')}
      />
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="alertEmail"
            checked={fields.email}
            aria-describedby={errorOf(errors, 'email') ? 'alert-email-error' : undefined}
            onChange={(event) => set('email')(event.target.checked)}
          />
          {SUB_ALERT_TEXT.email}
        </label>
        {errorOf(errors, 'email') && (
          <p id="alert-email-error" className={styles.fieldError}>
            {errorOf(errors, 'email')}
          </p>
        )}
      </div>
      <div className={styles.subCardAction}>
        <Button type="submit" busy={busy === 'save'} busyLabel="SAVING…">
          {alert ? 'SAVE' : 'TURN ON SUB ALERTS'}
        </Button>
        {alert && (
          <Button
            type="button"
            variant="secondary"
            busy={busy === 'off'}
            busyLabel="TURNING OFF…"
            onClick={() => void turnOff()}
          >
            TURN OFF
          </Button>
        )}
      </div>
    </form>
  );
}
