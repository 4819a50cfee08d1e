import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { lastClubPathAtom } from '../../app/club-path';
import { memberAtom } from '../../app/session';
import { Button } from '../../ui/button/button';
import { FormAlert, SelectField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { ClubDetailsFields } from './club-details-fields';
import {
  CLUB_MESSAGES,
  GROUP_TIMEZONES,
  type GroupDetailsInput,
  groupDetailsSchema,
  imageProblem,
} from './club-schemas';
import { pickupGroupPath, teamPath } from './club-selector-rules';
import type { PickupGroupDto } from './club-types';
import { ImagePicker } from './image-picker';
import styles from './styles';
import { clubKeys } from './use-clubs';

const detailFields = ['name', 'acronym', 'established', 'location', 'timezone'] as const;
export const deactivateGroupTitle = 'DEACTIVATE GROUP';

type Images = { banner: File | null; badge: File | null };

/**
 * Spec §2 pickup group form, two steps: details, then banner and badge. Creating: 'next: add avatar',
 * 'create: pickup group' and 'Back'; editing: 'Save changes' and 'deactivate group', in the capitals of
 * the README's Wording rule. An organisation's group takes no uploads (spec §6), so editing one has no
 * image step.
 */
export function GroupForm({ group }: { group?: PickupGroupDto }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { openModal, closeModal } = useModal();
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const member = useAtomValue(memberAtom);
  const editing = group !== undefined;
  const uploadsAllowed = !group?.organizationId;
  const [step, setStep] = useState<1 | 2>(1);
  const [images, setImages] = useState<Images>({ banner: null, badge: null });
  const [imageErrors, setImageErrors] = useState<{ banner?: string; badge?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(groupDetailsSchema),
    // The inputs hold text until the schema reads them (the year, the zone).
    defaultValues: {
      name: group?.name ?? '',
      acronym: group?.acronym ?? '',
      established: group ? String(group.established) : '',
      location: group?.location ?? '',
      timezone: group?.timezone ?? '',
    } as GroupDetailsInput as z.input<typeof groupDetailsSchema>,
  });
  const field = (name: (typeof detailFields)[number]) => ({
    error: errors[name]?.message,
    ...register(name),
  });
  const changed = isDirty || images.banner !== null || images.badge !== null;

  const pick = (kind: keyof Images) => (file: File) => {
    const problem = imageProblem(file, CLUB_MESSAGES.groupFileTooLarge);
    if (!problem) setImages((current) => ({ ...current, [kind]: file }));
    setImageErrors((current) => ({ ...current, [kind]: undefined }));
    return problem;
  };

  const next = async () => {
    if (await trigger()) setStep(2);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (!editing) {
      // Spec §5: both images are required to create a group.
      const missing = {
        ...(images.banner ? {} : { banner: CLUB_MESSAGES.bannerRequired }),
        ...(images.badge ? {} : { badge: CLUB_MESSAGES.badgeRequired }),
      };
      setImageErrors(missing);
      if (Object.keys(missing).length > 0) {
        setStep(2);
        return;
      }
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, String(value));
    if (group) form.append('version', String(group.version));
    if (images.banner) form.append('banner', images.banner);
    if (images.badge) form.append('badge', images.badge);
    try {
      if (group) {
        const saved = await api.request<PickupGroupDto>('PATCH', `/pickup-group/${group.id}`, form);
        await Promise.all([mutate(clubKeys.pickupGroup(group.id), saved), mutate(clubKeys.memberTeams)]);
        toast.success(CLUB_MESSAGES.groupEdited(saved?.name ?? values.name));
        closeModal();
      } else {
        const created = await api.upload<PickupGroupDto>('/pickup-group', form);
        await mutate(clubKeys.memberTeams);
        toast.success(CLUB_MESSAGES.groupCreated(created.name));
        closeModal();
        setLastClubPath(pickupGroupPath(created.id));
        navigate(pickupGroupPath(created.id));
      }
    } catch (error) {
      if (applyServerFieldErrors(error, setError, detailFields)) setStep(1);
      const message = firstServerError(error) ?? CLUB_MESSAGES.groupFailed;
      setFormError(message);
      toast.error(CLUB_MESSAGES.groupFailed);
    }
  });

  const openDeactivate = (toDeactivate: PickupGroupDto) =>
    openModal(
      <ConfirmContent
        confirmLabel="DEACTIVATE"
        busyLabel="DEACTIVATING…"
        tone="danger"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? CLUB_MESSAGES.generic}
        onConfirm={async () => {
          await api.delete(`/pickup-group/${toDeactivate.id}`);
          toast.success(CLUB_MESSAGES.deactivated);
          closeModal();
          setLastClubPath(RESET);
          const team = member?.teams[0];
          await navigate(team ? teamPath(team.id) : '/');
          await mutate(clubKeys.memberTeams);
        }}
      >
        <p>
          Deactivate <strong>{toDeactivate.name}</strong>? The group is deleted for everyone and this is not
          recoverable.
        </p>
      </ConfirmContent>,
      { title: deactivateGroupTitle },
    );

  const saveButton = (
    <Button type="submit" block busy={isSubmitting} busyLabel="SAVING…" disabled={!changed}>
      SAVE CHANGES
    </Button>
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit pickup group' : 'Create pickup group'}
    >
      <p className={styles.stepLabel}>
        Step {step} of {uploadsAllowed ? 2 : 1}: {step === 1 ? 'details' : 'banner and badge'}
      </p>
      {step === 1 && (
        <div className={styles.form}>
          <ClubDetailsFields
            nameLabel="Group name"
            codeLabel="Acronym"
            name={field('name')}
            code={field('acronym')}
            established={field('established')}
            location={field('location')}
          />
          <SelectField
            label="Timezone"
            placeholder="Choose a timezone"
            options={GROUP_TIMEZONES.map((zone) => ({ value: zone.value, label: zone.label }))}
            {...field('timezone')}
          />
        </div>
      )}
      {step === 2 && (
        <div className={styles.images}>
          <ImagePicker
            label="Banner"
            shape="banner"
            current={group?.banner ?? null}
            error={imageErrors.banner}
            onPick={pick('banner')}
          />
          <ImagePicker
            label="Badge"
            shape="square"
            current={group?.badge ?? null}
            error={imageErrors.badge}
            onPick={pick('badge')}
          />
        </div>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.formActions}>
        {step === 1 && uploadsAllowed && (
          <Button variant={editing ? 'secondary' : 'primary'} block onClick={() => void next()}>
            NEXT: ADD AVATAR
          </Button>
        )}
        {step === 2 && (
          <Button variant="secondary" block onClick={() => setStep(1)}>
            BACK
          </Button>
        )}
        {editing
          ? saveButton
          : step === 2 && (
              <Button type="submit" block busy={isSubmitting} busyLabel="CREATING…">
                CREATE: PICKUP GROUP
              </Button>
            )}
        {group && step === 1 && (
          <Button variant="link" className={styles.dangerLink} onClick={() => openDeactivate(group)}>
            DEACTIVATE GROUP
          </Button>
        )}
      </div>
    </form>
  );
}
