import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { isRealDate, wallTimeOf, wallTimeToInstant } from '../../../../src/contracts/events/time-zones.ts';
import {
  DEFAULT_PICKUP_CURRENCY,
  DEFAULT_REFUND_CUTOFF_HOURS,
  MAX_PRICE_CENTS,
  MAX_REFUND_CUTOFF_HOURS,
  MIN_PAID_PRICE_CENTS,
  PICKUP_ADDRESS_MAX,
  PICKUP_CAPACITY_MAX,
  PICKUP_CAPACITY_MIN,
  PICKUP_CURRENCIES,
  PICKUP_DESCRIPTION_MAX,
  PICKUP_EVENT_MESSAGES,
  PICKUP_TITLE_MAX,
  type PickupEventDto,
  type PickupEventWithMessage,
  PRICE_MESSAGES,
  type PriceDto,
  pickupEventPath,
} from '../../../../src/contracts/pickup/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/form/field';
import { SaveActions } from '../../ui/form/save-actions';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { ianaZoneOf } from './pickup-format';
import styles from './styles';
import { pickupKeys, pickupPaths, refetchGame, refetchGroupEvents } from './use-pickup';

export const PRICE_KINDS = ['none', 'free', 'paid'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const priceKindLabels: Record<PriceKind, string> = {
  none: 'No Set Price',
  free: 'Free',
  paid: 'Set a price',
};

const M = PICKUP_EVENT_MESSAGES;
const required = z.string({ error: M.required }).trim().min(1, M.required);
const wholeIn = (min: number, max: number, message: string) =>
  required.refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, message);

/** `8`, `8.5`, `8.50` → 850 cents; undefined when it is not an amount. */
export function toCents(amount: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The pickup game form (issue 10): title, date and time in the group's zone, address, capacity, price
 * or none, refund cut-off and description, with the contract's messages. `zone` is the group's IANA
 * zone, against which "in the future" is checked.
 */
export const pickupGameFormSchema = (zone: string, now: () => number = Date.now) =>
  z
    .object({
      title: required.max(PICKUP_TITLE_MAX, M.tooLong(PICKUP_TITLE_MAX)),
      day: required.regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDate),
      time: required.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.required),
      address: required.max(PICKUP_ADDRESS_MAX, M.tooLong(PICKUP_ADDRESS_MAX)),
      capacity: wholeIn(PICKUP_CAPACITY_MIN, PICKUP_CAPACITY_MAX, M.capacity),
      priceKind: z.enum(PRICE_KINDS, { error: M.required }),
      amount: z.string(),
      currency: z.enum(PICKUP_CURRENCIES, { error: PRICE_MESSAGES.currency }),
      refundCutoffHours: wholeIn(0, MAX_REFUND_CUTOFF_HOURS, M.refundCutoff),
      description: z.string().trim().max(PICKUP_DESCRIPTION_MAX, M.tooLong(PICKUP_DESCRIPTION_MAX)),
    })
    .superRefine((value, ctx) => {
      if (value.priceKind === 'paid') {
        const cents = toCents(value.amount);
        const message =
          value.amount.trim() === ''
            ? M.required
            : cents === undefined
              ? PRICE_MESSAGES.amount
              : cents < MIN_PAID_PRICE_CENTS
                ? PRICE_MESSAGES.tooLow
                : cents > MAX_PRICE_CENTS
                  ? PRICE_MESSAGES.tooHigh
                  : undefined;
        if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
      }
      const wall = wallOf(value.day, value.time);
      if (!wall) return;
      if (!isRealDate(wall.year, wall.month, wall.date)) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: M.invalidDate });
        return;
      }
      if (wallTimeToInstant(wall, zone).getTime() <= now())
        ctx.addIssue({ code: 'custom', path: ['day'], message: M.inThePast });
    });

export type PickupGameFields = z.input<ReturnType<typeof pickupGameFormSchema>>;

function wallOf(day: string, time: string) {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if (!year || !month || !date || hours === undefined || minutes === undefined) return undefined;
  if ([hours, minutes].some(Number.isNaN)) return undefined;
  return { year, month, date, hours, minutes };
}

export function priceOf(
  values: Pick<PickupGameFields, 'priceKind' | 'amount' | 'currency'>,
): PriceDto | null {
  if (values.priceKind === 'none') return null;
  if (values.priceKind === 'free') return { amountCents: 0, currency: values.currency };
  return { amountCents: toCents(values.amount) ?? 0, currency: values.currency };
}

/** The body `POST /api/pickup` takes (without the group) and `PATCH /api/pickup/{id}` takes. */
export function pickupGamePayload(values: PickupGameFields) {
  const wall = wallOf(values.day, values.time);
  return {
    title: values.title.trim(),
    address: values.address.trim(),
    description: values.description.trim(),
    year: wall?.year,
    month: wall?.month,
    date: wall?.date,
    hours: wall?.hours,
    minutes: wall?.minutes,
    capacity: Number(values.capacity),
    price: priceOf(values),
    refundCutoffHours: Number(values.refundCutoffHours),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function defaultsOf(event: PickupEventDto | undefined): PickupGameFields {
  if (!event) {
    return {
      title: '',
      day: '',
      time: '',
      address: '',
      capacity: '14',
      priceKind: 'none',
      amount: '',
      currency: DEFAULT_PICKUP_CURRENCY,
      refundCutoffHours: String(DEFAULT_REFUND_CUTOFF_HOURS),
      description: '',
    };
  }
  const wall = wallTimeOf(new Date(event.startsAt), event.ianaTimezone);
  const price = event.price;
  return {
    title: event.title,
    day: `${wall.year}-${pad(wall.month)}-${pad(wall.date)}`,
    time: `${pad(wall.hours)}:${pad(wall.minutes)}`,
    address: event.address,
    capacity: String(event.capacity),
    priceKind: price === null ? 'none' : price.amountCents === 0 ? 'free' : 'paid',
    amount:
      price && price.amountCents > 0
        ? (price.amountCents / 100).toFixed(price.amountCents % 100 ? 2 : 0)
        : '',
    currency: price?.currency ?? DEFAULT_PICKUP_CURRENCY,
    refundCutoffHours: String(event.refundCutoffHours),
    description: event.description,
  };
}

const serverFields = ['title', 'address', 'capacity', 'refundCutoffHours', 'description'] as const;

/** A zone's name as a person reads it: `US/Central` → `Central`. */
const zoneName = (zone: string) => zone.replace(/^US\//, '').replace(/_/g, ' ');

export interface PickupGameFormProps {
  /** The group a new game is for. */
  group?: { id: string; name: string; timezone: string };
  /** Editing this game; creating when absent. */
  event?: PickupEventDto;
  /** For tests: the current instant. */
  now?: () => number;
}

/** Create (CREATE GAME) or edit (SAVE CHANGES) a pickup game, in the general modal. */
export function PickupGameForm({ group, event, now }: PickupGameFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { closeModal } = useModal();
  const [formError, setFormError] = useState<string | null>(null);
  const editing = event !== undefined;
  const zone = event ? event.ianaTimezone : ianaZoneOf(group?.timezone ?? 'UTC');
  const zoneLabel = zoneName(event?.timezone ?? group?.timezone ?? zone);
  const [schema] = useState(() => pickupGameFormSchema(zone, now));
  const [defaults] = useState(() => defaultsOf(event));
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PickupGameFields>({ resolver: zodResolver(schema), defaultValues: defaults });
  const priceKind = watch('priceKind');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const payload = pickupGamePayload(values);
    try {
      if (event) {
        const { event: saved, message } = await api.patch<PickupEventWithMessage>(
          pickupPaths.update(event.id),
          { ...payload, version: event.version },
        );
        await mutate(pickupKeys.event(event.id), saved, { revalidate: false });
        void refetchGame(mutate, event.id, { event: false });
        void refetchGroupEvents(mutate, event.pickupGroupId);
        toast.success(message || M.updated);
        closeModal();
      } else if (group) {
        const { event: created, message } = await api.post<PickupEventWithMessage>(pickupPaths.create, {
          ...payload,
          pickupGroupId: group.id,
        });
        await mutate(pickupKeys.event(created.id), created, { revalidate: false });
        void refetchGroupEvents(mutate, group.id);
        toast.success(message || M.created);
        closeModal();
        navigate(pickupEventPath(created.id));
      }
    } catch (error) {
      applyServerFieldErrors(error, setError, serverFields);
      const message = firstServerError(error) ?? M.failed;
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit game' : 'Create game'}
    >
      <TextField
        label="Title"
        placeholder="Thursday night 7v7"
        autoComplete="off"
        maxLength={PICKUP_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className={styles.formRow}>
        <TextField label="Date" type="date" error={errors.day?.message} {...register('day')} />
        <TextField
          label="Time"
          type="time"
          step={60}
          hint={`${zoneLabel} time, the group's zone`}
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <TextField
        label="Address"
        placeholder="Field or address"
        autoComplete="off"
        maxLength={PICKUP_ADDRESS_MAX}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className={styles.formRow}>
        <TextField
          label="Spots"
          type="number"
          inputMode="numeric"
          min={PICKUP_CAPACITY_MIN}
          max={PICKUP_CAPACITY_MAX}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
        <SelectField
          label="Price"
          options={PRICE_KINDS.map((kind) => ({ value: kind, label: priceKindLabels[kind] }))}
          error={errors.priceKind?.message}
          defaultValue={defaults.priceKind}
          {...register('priceKind')}
        />
      </div>
      {priceKind === 'paid' && (
        <div className={styles.formRow}>
          <TextField
            label="Amount"
            inputMode="decimal"
            placeholder="8.00"
            autoComplete="off"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <SelectField
            label="Currency"
            options={PICKUP_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            error={errors.currency?.message}
            defaultValue={defaults.currency}
            {...register('currency')}
          />
        </div>
      )}
      {priceKind === 'paid' && (
        <TextField
          label="Refund cut-off (hours before kick-off)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_REFUND_CUTOFF_HOURS}
          hint="Players who leave earlier than this are refunded."
          error={errors.refundCutoffHours?.message}
          {...register('refundCutoffHours')}
        />
      )}
      <TextAreaField
        label="Description (optional)"
        rows={3}
        maxLength={PICKUP_DESCRIPTION_MAX}
        error={errors.description?.message}
        {...register('description')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <SaveActions editing={editing} busy={isSubmitting} dirty={isDirty} createLabel="CREATE GAME" />
    </form>
  );
}
