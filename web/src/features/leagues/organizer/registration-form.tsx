import { Fragment, useState } from 'react';
import { wallTimeOf, wallTimeToInstant } from '../../../../../src/contracts/events/time-zones.ts';
import {
  type RegistrationSettings,
  type RegistrationSettingsDto,
  registrationSettingsSchema,
} from '../../../../../src/contracts/leagues/registration.ts';
import {
  LEAGUE_GENDER_LABELS,
  LEAGUE_GENDERS,
  LEAGUE_LEVEL_LABELS,
  LEAGUE_LEVELS,
} from '../../../../../src/contracts/leagues/registration-listing.ts';
import { DEFAULT_PICKUP_CURRENCY, type PriceDto } from '../../../../../src/contracts/pickup/price.ts';
import { ApiError, firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField, TextField } from '../../../ui/form/field';
import { PRICE_KINDS, type PriceKind, priceKindLabels, toCents } from '../../pickup/pickup-game-form';
import styles from '../leagues.module.css';

/** What the inputs hold: text as typed, instants as `YYYY-MM-DDTHH:mm` in the league's zone. */
export interface RegistrationFields {
  opensAt: string;
  closesAt: string;
  refundCutoff: string;
  maxTeams: string;
  teamFeeKind: PriceKind;
  teamFee: string;
  freeAgentFeeKind: PriceKind;
  freeAgentFee: string;
  gender: string;
  level: string;
  learnMoreUrl: string;
}

type FieldErrors = Partial<Record<keyof RegistrationFields | 'form', string>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the league's zone. */
export function toLocalInput(instant: string, ianaZone: string): string {
  const wall = wallTimeOf(new Date(instant), ianaZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.date)}T${pad(wall.hours)}:${pad(wall.minutes)}`;
}

/** A datetime-local value in the league's zone → an ISO instant; the text itself when it is not one (the contract says why). */
export function fromLocalInput(local: string, ianaZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return local;
  const [year, month, date, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return wallTimeToInstant({ year, month, date, hours, minutes }, ianaZone).toISOString();
}

const kindOf = (price: PriceDto | null): PriceKind =>
  price === null ? 'none' : price.amountCents === 0 ? 'free' : 'paid';
const amountOf = (price: PriceDto | null) =>
  price && price.amountCents > 0 ? (price.amountCents / 100).toFixed(price.amountCents % 100 ? 2 : 0) : '';

export function fieldsOf(
  settings: RegistrationSettingsDto | undefined,
  ianaZone: string,
): RegistrationFields {
  if (!settings)
    return {
      opensAt: '',
      closesAt: '',
      refundCutoff: '',
      maxTeams: '8',
      teamFeeKind: 'paid',
      teamFee: '',
      freeAgentFeeKind: 'free',
      freeAgentFee: '',
      gender: 'coed',
      level: 'recreational',
      learnMoreUrl: '',
    };
  return {
    opensAt: toLocalInput(settings.opensAt, ianaZone),
    closesAt: toLocalInput(settings.closesAt, ianaZone),
    refundCutoff: toLocalInput(settings.refundCutoff, ianaZone),
    maxTeams: String(settings.maxTeams),
    teamFeeKind: kindOf(settings.teamFee),
    teamFee: amountOf(settings.teamFee),
    freeAgentFeeKind: kindOf(settings.freeAgentFee),
    freeAgentFee: amountOf(settings.freeAgentFee),
    gender: settings.gender,
    level: settings.level,
    learnMoreUrl: settings.learnMoreUrl ?? '',
  };
}

// An amount that is not one is sent as NaN cents, so the contract's own price message names it.
function priceOf(kind: PriceKind, amount: string, currency: PriceDto['currency']): PriceDto | null {
  if (kind === 'none') return null;
  if (kind === 'free') return { amountCents: 0, currency };
  return { amountCents: toCents(amount) ?? Number.NaN, currency };
}

/** The inputs → the PUT body, checked by the contract's schema; per input, its first message otherwise. */
export function settingsOf(
  fields: RegistrationFields,
  ianaZone: string,
  currency: PriceDto['currency'] = DEFAULT_PICKUP_CURRENCY,
): { ok: true; body: RegistrationSettings } | { ok: false; errors: FieldErrors } {
  const parsed = registrationSettingsSchema.safeParse({
    opensAt: fromLocalInput(fields.opensAt, ianaZone),
    closesAt: fromLocalInput(fields.closesAt, ianaZone),
    refundCutoff: fromLocalInput(fields.refundCutoff, ianaZone),
    maxTeams: fields.maxTeams.trim() === '' ? Number.NaN : Number(fields.maxTeams),
    teamFee: priceOf(fields.teamFeeKind, fields.teamFee, currency),
    freeAgentFee: priceOf(fields.freeAgentFeeKind, fields.freeAgentFee, currency),
    gender: fields.gender,
    level: fields.level,
    learnMoreUrl: fields.learnMoreUrl.trim() === '' ? null : fields.learnMoreUrl.trim(),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    errors: errorsByInput(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

/** `teamFee.amountCents` → the teamFee input; the server's field names are the contract's, as here. */
function errorsByInput(pairs: Array<[string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of pairs) {
    const input = (path.split('.')[0] || 'form') as keyof FieldErrors;
    errors[input] ??= message;
  }
  return errors;
}

const genderOptions = LEAGUE_GENDERS.map((value) => ({ value, label: LEAGUE_GENDER_LABELS[value] }));
const levelOptions = LEAGUE_LEVELS.map((value) => ({ value, label: LEAGUE_LEVEL_LABELS[value] }));
const FEE_LABELS = { teamFee: 'Team fee', freeAgentFee: 'Free-agent fee' } as const;
const priceKindOptions = PRICE_KINDS.map((value) => ({ value, label: priceKindLabels[value] }));

/**
 * Opening registration, or changing it: the window and refund cut-off in the league's zone, the spots,
 * the team and free-agent fees (No Set Price, Free, or an amount), gender, level and the Learn more page.
 * `PUT /api/league/{leagueId}/registration`; a 400's messages land on their inputs.
 */
export function RegistrationForm({
  leagueId,
  ianaZone,
  zoneLabel,
  settings,
  onSaved,
  onCancel,
}: {
  leagueId: string;
  ianaZone: string;
  zoneLabel: string;
  settings?: RegistrationSettingsDto;
  onSaved: (saved: RegistrationSettingsDto) => void;
  onCancel?: () => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(settings, ianaZone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // One input's value, message and change handler, by the field's name.
  const bind = (name: keyof RegistrationFields) => ({
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });
  const currency = settings?.teamFee?.currency ?? settings?.freeAgentFee?.currency ?? DEFAULT_PICKUP_CURRENCY;
  const submit = async () => {
    const checked = settingsOf(fields, ianaZone, currency);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(
        await api.put<RegistrationSettingsDto>(
          `/league/${encodeURIComponent(leagueId)}/registration`,
          checked.body,
        ),
      );
    } catch (caught) {
      const byInput =
        caught instanceof ApiError ? errorsByInput(Object.entries(caught.fieldErrors)) : ({} as FieldErrors);
      setErrors(
        Object.keys(byInput).length > 0 ? byInput : { form: firstServerError(caught) ?? genericErrorMessage },
      );
    } finally {
      setBusy(false);
    }
  };
  const hint = `${zoneLabel} time, the league's zone`;
  return (
    <form
      className={styles.form}
      aria-label="Registration settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.grid2}>
        <TextField label="Registration opens" type="datetime-local" hint={hint} {...bind('opensAt')} />
        <TextField label="Registration closes" type="datetime-local" hint={hint} {...bind('closesAt')} />
        <TextField label="Refund cut-off" type="datetime-local" hint={hint} {...bind('refundCutoff')} />
        <TextField label="Maximum teams" inputMode="numeric" {...bind('maxTeams')} />
        {(['teamFee', 'freeAgentFee'] as const).map((fee) => (
          <Fragment key={fee}>
            <SelectField label={FEE_LABELS[fee]} options={priceKindOptions} {...bind(`${fee}Kind`)} />
            {fields[`${fee}Kind`] === 'paid' && (
              <TextField label={`${FEE_LABELS[fee]} (${currency})`} inputMode="decimal" {...bind(fee)} />
            )}
          </Fragment>
        ))}
        <SelectField label="Gender" options={genderOptions} {...bind('gender')} />
        <SelectField label="Level" options={levelOptions} {...bind('level')} />
      </div>
      <TextField
        label="Learn more (the league's rules page)"
        type="url"
        placeholder="https://"
        {...bind('learnMoreUrl')}
      />
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className={styles.row}>
        <Button type="submit" size="small" busy={busy} busyLabel="SAVING…">
          {settings?.state === 'open' ? 'SAVE CHANGES' : 'OPEN REGISTRATION'}
        </Button>
        {onCancel && (
          <Button size="small" variant="ghost" onClick={onCancel}>
            CANCEL
          </Button>
        )}
      </div>
    </form>
  );
}
