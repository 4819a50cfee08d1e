import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { lastClubPathAtom } from '../../app/club-path';
import { FormAlert, SelectField, TextField } from '../../ui/form/field';
import { SaveActions } from '../../ui/form/save-actions';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { meKey } from '../session/use-me';
import { ClubDetailsFields } from './club-details-fields';
import {
  CLUB_MESSAGES,
  imageProblem,
  JERSEY_COLORS,
  type TeamFormInput,
  teamFormSchema,
} from './club-schemas';
import { teamPath } from './club-selector-rules';
import type { TeamDto } from './club-types';
import { ImagePicker } from './image-picker';
import styles from './styles';
import { clubKeys } from './use-clubs';

const teamFields = ['name', 'abbreviation', 'established', 'location', 'zip', 'jerseyColor'] as const;

export const deleteTeamTitle = 'DELETE TEAM';

/** Create and update answer `{ team, message }`. */
type TeamReply = { team: TeamDto; message?: string } | TeamDto;
const teamOf = (reply: TeamReply): TeamDto => ('team' in reply ? reply.team : reply);

/** Spec §2 team profile form: CREATE, or SAVE CHANGES and DEACTIVATE TEAM with the team's images. */
export function TeamForm({ team }: { team?: TeamDto }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { openModal, closeModal } = useModal();
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const editing = team !== undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TeamFormInput>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: {
      name: team?.name ?? '',
      abbreviation: team?.abbreviation ?? '',
      established: team ? String(team.established) : '',
      location: team?.location ?? '',
      zip: team?.zip ?? '',
      jerseyColor: team?.jerseyColor ?? '',
    },
  });
  const field = (name: (typeof teamFields)[number]) => ({ error: errors[name]?.message, ...register(name) });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    const values = teamFormSchema.parse(input);
    try {
      if (team) {
        const saved = teamOf(
          await api.patch<TeamReply>(clubKeys.team(team.id), { ...values, version: team.version }),
        );
        await Promise.all([mutate(clubKeys.team(team.id), saved), mutate(clubKeys.memberTeams)]);
        toast.success(CLUB_MESSAGES.teamUpdated);
        reset(input);
        closeModal();
      } else {
        const created = teamOf(await api.post<TeamReply>('/team', values));
        await Promise.all([mutate(clubKeys.memberTeams), mutate(meKey)]);
        toast.success(CLUB_MESSAGES.teamCreated(created.name));
        closeModal();
        setLastClubPath(teamPath(created.id));
        navigate(teamPath(created.id));
      }
    } catch (error) {
      applyServerFieldErrors(error, setError, teamFields);
      const message = firstServerError(error) ?? CLUB_MESSAGES.generic;
      setFormError(message);
      toast.error(message);
    }
  });

  const openDelete = (toDelete: TeamDto) =>
    openModal(
      <ConfirmContent
        confirmLabel={deleteTeamTitle}
        busyLabel="DELETING…"
        tone="danger"
        onCancel={closeModal}
        errorMessage={() => CLUB_MESSAGES.teamDeleteFailed}
        onConfirm={async () => {
          try {
            await api.delete(clubKeys.team(toDelete.id));
          } catch (error) {
            toast.error(CLUB_MESSAGES.teamDeleteFailed);
            throw error;
          }
          toast.success(CLUB_MESSAGES.teamDeleted);
          closeModal();
          // Spec §4: deletion clears the remembered path and goes to the splash.
          setLastClubPath(RESET);
          await navigate('/');
          await Promise.all([mutate(clubKeys.memberTeams), mutate(meKey)]);
        }}
      >
        <p>
          Delete <strong>{toDelete.name}</strong>? The team, its roster and its invites are removed for
          everyone. This cannot be undone.
        </p>
      </ConfirmContent>,
      { title: deleteTeamTitle },
    );

  return (
    <div className={styles.formStack}>
      {team && <TeamImages team={team} />}
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit team' : 'Create team'}
      >
        <ClubDetailsFields
          nameLabel="Team name"
          codeLabel="Abbreviation"
          name={field('name')}
          code={field('abbreviation')}
          established={field('established')}
          location={field('location')}
        />
        <div className={styles.formRow}>
          <TextField label="Zip" autoComplete="postal-code" {...field('zip')} />
          <SelectField
            label="Jersey color"
            placeholder="Choose a color"
            options={JERSEY_COLORS.map((color) => ({ value: color.value, label: color.name }))}
            {...field('jerseyColor')}
          />
        </div>
        {formError && <FormAlert>{formError}</FormAlert>}
        <SaveActions
          editing={editing}
          busy={isSubmitting}
          dirty={isDirty}
          createLabel="CREATE"
          danger={team && { label: 'DEACTIVATE TEAM', onClick: () => openDelete(team) }}
        />
      </form>
    </div>
  );
}

/** Logo and banner, uploaded as soon as they are chosen (`POST /api/team/{teamId}/{imgType}/upload`). */
function TeamImages({ team }: { team: TeamDto }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'logo' | 'banner' | null>(null);

  const upload = async (kind: 'logo' | 'banner', file: File): Promise<string | null> => {
    const problem = imageProblem(file);
    if (problem) return problem;
    const form = new FormData();
    form.append('file', file);
    setBusy(kind);
    try {
      await api.upload(`${clubKeys.team(team.id)}/${kind}/upload`, form);
      toast.success(CLUB_MESSAGES.uploaded);
      await Promise.all([mutate(clubKeys.team(team.id)), mutate(clubKeys.memberTeams)]);
      return null;
    } catch (error) {
      const message = firstServerError(error) ?? CLUB_MESSAGES.uploadFailed;
      toast.error(message);
      return message;
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.images}>
      <ImagePicker
        label="Logo"
        shape="square"
        current={team.logo}
        busy={busy === 'logo'}
        onPick={(file) => upload('logo', file)}
      />
      <ImagePicker
        label="Banner"
        shape="banner"
        current={team.banner}
        busy={busy === 'banner'}
        onPick={(file) => upload('banner', file)}
      />
    </div>
  );
}
