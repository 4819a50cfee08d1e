import { useState } from 'react';
import type { LeagueDto } from '../../../../../src/contracts/leagues/index.ts';
import {
  REGISTRATION_MESSAGES,
  type RegistrationSettingsDto,
} from '../../../../../src/contracts/leagues/registration.ts';
import {
  LEAGUE_GENDER_LABELS,
  LEAGUE_LEVEL_LABELS,
} from '../../../../../src/contracts/leagues/registration-listing.ts';
import { priceLabel } from '../../../../../src/contracts/pickup/price-label.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { useApi } from '../../../api/use-api';
import { Button } from '../../../ui/button/button';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { LoadError } from '../league-page';
import styles from '../leagues.module.css';
import { RegistrationForm, toLocalInput } from './registration-form';
import { registrationKeys } from './registration-keys';
import { Registrations } from './registrations-table';

const id = encodeURIComponent;

export const NOT_OPENED = 'Registration has never been opened for this league.';

/** `2027-01-04T18:00` → `Jan 4, 2027, 6:00 PM`, read in the league's zone. */
function when(instant: string, ianaZone: string): string {
  return new Date(`${toLocalInput(instant, ianaZone)}:00`).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * The console's Registration panel: open registration (window, spots, fees, refund cut-off, gender,
 * level, Learn more), edit or close it, and the registrations with their payment status and the CSV.
 */
export function RegistrationCard({ league }: { league: LeagueDto }) {
  const settingsKey = registrationKeys.settings(league.id);
  const { data: settings, error, mutate } = useApi<RegistrationSettingsDto>(settingsKey);
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const toast = useToast();
  const neverOpened = error?.status === 404;
  const zoneLabel = league.timezone.replace(/^US\//, '').replace(/_/g, ' ');
  const saved = (next: RegistrationSettingsDto, message: string) => {
    toast.success(message);
    setEditing(false);
    void mutate(next, { revalidate: false });
  };
  const close = async () => {
    setClosing(true);
    try {
      saved(
        await api.delete<RegistrationSettingsDto>(`/league/${id(league.id)}/registration`),
        REGISTRATION_MESSAGES.withdrawn,
      );
    } catch (caught) {
      toast.error(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setClosing(false);
    }
  };
  const form = (
    <RegistrationForm
      leagueId={league.id}
      ianaZone={league.ianaTimezone}
      zoneLabel={zoneLabel}
      settings={settings}
      onCancel={settings ? () => setEditing(false) : undefined}
      onSaved={(next) =>
        saved(next, settings?.state === 'open' ? REGISTRATION_MESSAGES.updated : REGISTRATION_MESSAGES.opened)
      }
    />
  );
  return (
    <section className={styles.card} aria-labelledby="console-registration">
      <div className={styles.cardHead}>
        <h2 id="console-registration" className={styles.cardTitle}>
          Registration
        </h2>
        {settings && !editing && (
          <div className={styles.row}>
            <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
              {settings.state === 'open' ? 'EDIT REGISTRATION' : 'OPEN AGAIN'}
            </Button>
            {settings.state === 'open' && (
              <Button
                size="small"
                variant="ghost"
                busy={closing}
                busyLabel="CLOSING…"
                onClick={() => void close()}
              >
                CLOSE REGISTRATION
              </Button>
            )}
          </div>
        )}
      </div>
      {neverOpened ? (
        <>
          <p className={styles.muted}>{NOT_OPENED}</p>
          {form}
        </>
      ) : error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !settings ? (
        <ListSkeleton rows={2} />
      ) : editing ? (
        form
      ) : (
        <>
          <SettingsSummary settings={settings} ianaZone={league.ianaTimezone} />
          <Registrations league={league} />
        </>
      )}
    </section>
  );
}

function SettingsSummary({ settings, ianaZone }: { settings: RegistrationSettingsDto; ianaZone: string }) {
  const state = settings.isOpen
    ? 'Open now'
    : settings.state === 'closed'
      ? 'Closed'
      : Date.parse(settings.opensAt) > Date.now()
        ? 'Opens later'
        : 'Window ended';
  return (
    <>
      <p className={styles.row}>
        <span className={settings.isOpen ? styles.chipOk : styles.chipWarn}>{state}</span>
        <span className={styles.muted}>
          {settings.teamsRegistered} of {settings.maxTeams} teams · {settings.spotsLeft} spots left
          {settings.teamsHeld > 0 ? ` · ${settings.teamsHeld} paying` : ''}
          {settings.waitlistCount > 0 ? ` · ${settings.waitlistCount} on the waitlist` : ''}
        </span>
      </p>
      <p className={styles.muted}>
        {when(settings.opensAt, ianaZone)} to {when(settings.closesAt, ianaZone)} · refunds until{' '}
        {when(settings.refundCutoff, ianaZone)}
      </p>
      <p className={styles.muted}>
        Team {priceLabel(settings.teamFee)} · Free agent {priceLabel(settings.freeAgentFee)} ·{' '}
        {LEAGUE_GENDER_LABELS[settings.gender]} · {LEAGUE_LEVEL_LABELS[settings.level]}
        {settings.learnMoreUrl ? (
          <>
            {' · '}
            <a href={settings.learnMoreUrl} target="_blank" rel="noreferrer">
              The league’s rules page
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
