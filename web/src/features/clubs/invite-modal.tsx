import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import type { CreateInvitesInput, InviteLinkResult } from '../../../../src/contracts/clubs/invite.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { createTrpcClient } from '../../api/trpc';
import { Button } from '../../ui/button/button';
import { FormAlert, TextField } from '../../ui/form/field';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { CLUB_MESSAGES } from './club-messages';
import type { InviteTarget } from './invite-modal-opener';
import {
  emptyInviteRow,
  type InviteFormValues,
  inviteFormSchema,
  inviteLink,
  inviteLinkRequest,
} from './invite-rules';
import styles from './styles';
import { clubKeys } from './use-clubs';

// The captain's e-mail invites go through the clubs' typed RPC endpoint (spec §7).
type ClubsRpcMutations = {
  'invites.create': { input: CreateInvitesInput; output: unknown };
};
// biome-ignore lint/complexity/noBannedTypes: the invite form only sends.
const clubsRpc = createTrpcClient<{}, ClubsRpcMutations>({ baseUrl: '/trpc-clubs' });

/** The choice (spec §2): by e-mail, or a shareable link. */
export function InviteChoice({ target }: { target: InviteTarget }) {
  const { openModal, closeModal } = useModal();
  const [link, setLink] = useState<string | null>(null);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      const { body, headers } = inviteLinkRequest(target);
      const reply = await api.post<InviteLinkResult>('/invite', body, { headers });
      const url = reply.url
        ? new URL(reply.url, window.location.origin).href
        : inviteLink(window.location.origin, target, reply.token);
      setLink(url);
      await copy(url);
    } catch {
      toast.error(CLUB_MESSAGES.linkFailed);
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    if (!navigator.clipboard?.writeText) {
      toast.error(CLUB_MESSAGES.clipboardUnsupported);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CLUB_MESSAGES.linkCopied);
    } catch {
      toast.error(CLUB_MESSAGES.clipboardUnsupported);
    }
  };

  return (
    <div className={styles.formStack}>
      <p className={styles.muted}>Invite players to {target.name}.</p>
      {target.kind === 'team' && (
        <Button
          block
          onClick={() =>
            openModal(<InviteByEmail target={target} onDone={closeModal} />, { title: 'SEND INVITES' })
          }
        >
          Send Invite via Email
        </Button>
      )}
      <Button block variant="secondary" busy={busy} busyLabel="GENERATING…" onClick={() => void generate()}>
        Generate Invite Link
      </Button>
      {link && (
        <div className={styles.linkBox}>
          <TextField
            label="Invite link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="small" variant="secondary" onClick={() => void copy(link)}>
            COPY LINK
          </Button>
        </div>
      )}
    </div>
  );
}

/** Spec §2 e-mail invites: Player #n rows, ADD PLAYER, Remove, CANCEL, SEND INVITES (SENDING...). */
export function InviteByEmail({ target, onDone }: { target: InviteTarget; onDone: () => void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { invites: [emptyInviteRow] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'invites' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const parsed = inviteFormSchema.parse(values);
    try {
      await clubsRpc.mutation('invites.create', { teamId: target.id, invites: parsed.invites });
      toast.success(CLUB_MESSAGES.invitesSent);
      await mutate(clubKeys.roster(target.id));
      onDone();
    } catch (error) {
      setFormError(firstServerError(error) ?? CLUB_MESSAGES.invitesFailed);
      toast.error(CLUB_MESSAGES.invitesFailed);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Send invites">
      {fields.map((field, index) => {
        const rowErrors = errors.invites?.[index];
        return (
          <fieldset key={field.id} className={styles.inviteRow}>
            <legend className={styles.inviteLegend}>Player #{index + 1}</legend>
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              error={rowErrors?.email?.message}
              {...register(`invites.${index}.email`)}
            />
            <div className={styles.formRow}>
              <TextField
                label="First name"
                autoComplete="off"
                error={rowErrors?.firstName?.message}
                {...register(`invites.${index}.firstName`)}
              />
              <TextField
                label="Last name"
                autoComplete="off"
                error={rowErrors?.lastName?.message}
                {...register(`invites.${index}.lastName`)}
              />
            </div>
            {fields.length > 1 && (
              <Button
                variant="link"
                size="small"
                className={styles.dangerLink}
                onClick={() => remove(index)}
                aria-label={`Remove player #${index + 1}`}
              >
                Remove
              </Button>
            )}
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => append(emptyInviteRow)}>
        ADD PLAYER
      </Button>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.formActionsRow}>
        <Button variant="secondary" disabled={isSubmitting} onClick={onDone}>
          CANCEL
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel="SENDING...">
          SEND INVITES
        </Button>
      </div>
    </form>
  );
}
