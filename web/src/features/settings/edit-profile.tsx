import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  formatPhone,
  type MemberDto,
  PROFILE_MESSAGES,
  profileFormSchema,
} from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { returnToParam } from '../../lib/return-to';
import { Button } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { FormAlert, TextField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useModal } from '../../ui/modal/use-modal';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/use-toast';
import { BirthdayField, FirstNameField, GenderField, LastNameField, PhoneField } from '../auth/member-fields';
import { playerProfileKey } from '../player-profile/use-player-profile';
import { afterLoginPath } from '../session/after-login';
import { meKey, useMe } from '../session/use-me';
import { useAccountModals } from './account-modals';
import { canUpdateEmail, canUpdatePassword } from './account-rules';
import { AvatarUpload } from './avatar-upload';
import { ConnectedAccounts } from './connected-accounts';
import styles from './settings.module.css';
import { usePendingEmailChange } from './use-pending-email-change';

export const profileLoadError = 'There was an error loading the profile data.';

/**
 * Spec §2: the 'COMPLETE REGISTRATION' variant while registration is incomplete. A page title, so in
 * sentence case (README, "Wording"); the variant's button keeps the spec's 'COMPLETE REGISTRATION'.
 */
export const editProfileTitle = (registrationComplete: boolean) =>
  registrationComplete ? 'Edit profile' : 'Complete registration';

const profileFields = [
  'firstName',
  'lastName',
  'location',
  'birthday',
  'gender',
  'phoneNumber',
  'zip',
] as const;

/** Opens /settings/general as a modal over the current page. */
export function useOpenEditProfile() {
  const { openModal, closeModal } = useModal();
  const open = useCallback(
    (registrationComplete = true): void =>
      openModal(<EditProfile inModal onDone={closeModal} onReopen={() => open(registrationComplete)} />, {
        title: editProfileTitle(registrationComplete),
        fullHeight: true,
      }),
    [openModal, closeModal],
  );
  return open;
}

interface EditProfileProps {
  inModal?: boolean;
  /** In a modal: closes it after a save. */
  onDone?: () => void;
  /** In a modal: opens it again (after a confirmation that replaced it was cancelled). */
  onReopen?: () => void;
}

/**
 * Edit profile (spec §2): change photo, the profile form (PATCH /api/member), sign-in settings,
 * connected accounts, a terms link and 'deactivate account'.
 */
export function EditProfile({ inModal = false, onDone, onReopen }: EditProfileProps) {
  const { data: member, error, mutate } = useMe();
  if (error) return <ProfileLoadError onRetry={() => void mutate()} />;
  if (!member) return <EditProfileSkeleton />;
  return <EditProfileContent member={member} inModal={inModal} onDone={onDone} onReopen={onReopen} />;
}

/** The member could not be loaded (GET /api/member/me): the spec's message and TRY AGAIN. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.stack}>
      <FormAlert>{profileLoadError}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        TRY AGAIN
      </Button>
    </div>
  );
}

function EditProfileContent({ member, inModal, onDone, onReopen }: EditProfileProps & { member: MemberDto }) {
  const { openDeactivate, openUpdateEmail, openUpdatePassword } = useAccountModals();
  // Only a password-only account can change its address, so only it can have a change waiting.
  const { data: pending } = usePendingEmailChange();
  const pendingEmail = canUpdateEmail(member.authSchemas) ? pending?.pendingEmail : null;
  const registering = !member.registrationComplete;
  return (
    <div className={styles.editProfile}>
      {registering && <FormAlert tone="info">{PROFILE_MESSAGES.completeProfile}</FormAlert>}
      <AvatarUpload member={member} />
      <ProfileForm member={member} inModal={inModal} onDone={onDone} />

      <section className={styles.section} aria-labelledby="sign-in-settings">
        <h2 id="sign-in-settings" className={styles.sectionTitle}>
          Sign-in
        </h2>
        <dl className={styles.rows}>
          <div className={styles.rowItem}>
            <dt>Email</dt>
            <dd>
              <EmailAddress address={member.email} />
            </dd>
            {pendingEmail && (
              <dd className={styles.muted}>
                Changing to <EmailAddress address={pendingEmail} strong /> once you open the link we sent
                there.
              </dd>
            )}
            {canUpdateEmail(member.authSchemas) && (
              <Button variant="link" size="small" onClick={openUpdateEmail}>
                UPDATE EMAIL
              </Button>
            )}
          </div>
          {canUpdatePassword(member.authSchemas) && (
            <div className={styles.rowItem}>
              <dt>Password</dt>
              <dd>
                <span aria-hidden="true">••••••••</span>
                <span className="visually-hidden">Set</span>
              </dd>
              <Button variant="link" size="small" onClick={openUpdatePassword}>
                UPDATE PASSWORD
              </Button>
            </div>
          )}
        </dl>
      </section>

      <section
        className={styles.section}
        aria-labelledby="connected-accounts"
        id="connected-accounts-section"
      >
        <h2 id="connected-accounts" className={styles.sectionTitle}>
          Connected accounts
        </h2>
        <ConnectedAccounts member={member} />
      </section>

      <footer className={styles.profileFooter}>
        <Link to="/ts?showReturn=true" onClick={inModal ? onDone : undefined}>
          Terms of Service
        </Link>
        <Button
          variant="link"
          size="small"
          className={styles.deactivate}
          onClick={() => openDeactivate(inModal && onReopen ? onReopen : undefined)}
        >
          DEACTIVATE ACCOUNT
        </Button>
      </footer>
    </div>
  );
}

function ProfileForm({
  member,
  inModal,
  onDone,
}: {
  member: MemberDto;
  inModal: boolean | undefined;
  onDone?: (() => void) | undefined;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { mutate } = useSWRConfig();
  const registering = !member.registrationComplete;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      location: member.location ?? '',
      birthday: member.birthday?.slice(0, 10) ?? '',
      gender: member.gender ?? undefined,
      phoneNumber: formatPhone(member.phoneNumber ?? ''),
      zip: member.zip ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await api.patch<unknown>('/member', values);
      const updated =
        typeof saved === 'object' && saved !== null && 'authSchemas' in saved
          ? (saved as MemberDto)
          : undefined;
      await Promise.all([
        mutate(meKey, updated, { revalidate: updated === undefined }),
        mutate(playerProfileKey(member.id)),
      ]);
      toast.success(PROFILE_MESSAGES.saved);
      reset(values);
      if (registering) {
        if (inModal) onDone?.();
        else
          navigate(
            afterLoginPath(
              { ...(updated ?? member), registrationComplete: true },
              searchParams.get(returnToParam),
            ),
          );
      } else if (inModal) {
        onDone?.();
      }
    } catch (error) {
      applyServerFieldErrors(error, setError, profileFields);
      toast.error(firstServerError(error) ?? PROFILE_MESSAGES.saveFailed);
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={registering ? 'Complete registration' : 'Edit profile'}
    >
      <div className={styles.grid}>
        <FirstNameField error={errors.firstName?.message} {...register('firstName')} />
        <LastNameField error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Location"
          autoComplete="address-level2"
          placeholder="City, State"
          error={errors.location?.message}
          {...register('location')}
        />
        <BirthdayField error={errors.birthday?.message} {...register('birthday')} />
        <GenderField
          // Also set here, not only through the form's default values: the first paint shows it.
          defaultValue={member.gender ?? ''}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <PhoneField error={errors.phoneNumber?.message} {...register('phoneNumber')} />
        <TextField label="Zip" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
      </div>
      <div className={styles.formActions}>
        <Button
          type="submit"
          busy={isSubmitting}
          busyLabel="SAVING…"
          disabled={!registering && !isDirty && !isSubmitting}
        >
          {registering ? 'COMPLETE REGISTRATION' : 'SAVE CHANGES'}
        </Button>
      </div>
    </form>
  );
}

function EditProfileSkeleton() {
  return (
    <div className={styles.stack} role="status" aria-busy="true">
      <span className="visually-hidden">Loading your profile…</span>
      <div className={styles.photo}>
        <Skeleton width="88px" height="88px" radius="50%" />
        <Skeleton width="8rem" height="2.25rem" radius="999px" />
      </div>
      <div className={styles.grid}>
        {profileFields.map((field) => (
          <div key={field} className={styles.stackTight}>
            <Skeleton width="40%" height="0.9rem" />
            <Skeleton height="44px" />
          </div>
        ))}
      </div>
    </div>
  );
}
