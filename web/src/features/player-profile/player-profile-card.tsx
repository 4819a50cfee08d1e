import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { formatPhone, type PlayerProfileDto } from '../../../../src/contracts/identity/index.ts';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { ClampedText } from '../../ui/clamp/clamped-text';
import { FormAlert } from '../../ui/form/field';
import { BlockIcon, MoreIcon, VerifiedIcon } from '../../ui/icons/icons';
import { ActionMenu, type MenuAction } from '../../ui/menu/action-menu';
import { useModal } from '../../ui/modal/use-modal';
import { withChatParams } from '../chat/chat-params';
import { useClubProfileActions } from '../clubs/club-profile-actions';
import { useLogout } from '../session/session-actions';
import { useMe } from '../session/use-me';
import { useAccountModals } from '../settings/account-modals';
import { profileLoadError, useOpenEditProfile } from '../settings/edit-profile';
import { WaiverRows } from '../waivers/waiver-rows';
import { BlockUserConfirm, blockTitle } from './block-user';
import styles from './player-profile.module.css';
import { Banner, ProfileSkeleton } from './profile-frame';
import {
  contactFields,
  organizerRole,
  type ProfileActionId,
  profileActionLabels,
  profileMenu,
} from './profile-menu';
import { ReportUser, reportUserTitle } from './report-user';
import { playerParam, usePlayerProfile } from './use-player-profile';

const statLabels = [
  ['games', 'Games'],
  ['goals', 'Goals'],
  ['assists', 'Assists'],
  ['potm', 'POTM'],
] as const;

export const playerNotFound = 'This player could not be found.';

/** Spec §2 player profile card: for the signed-in member and for any other player. */
export function PlayerProfileCard({ memberId }: { memberId: string }) {
  const { data: profile, error, mutate } = usePlayerProfile(memberId);
  const { pathname, search } = useLocation();

  if (error) {
    const needsLogin = error.status === 401;
    const notFound = error.status === 404 || error.status === 400;
    return (
      <div className={styles.card}>
        <Banner avatar={null} />
        <div className={styles.body}>
          <Dialog.Title className={styles.name}>Player profile</Dialog.Title>
          {needsLogin ? (
            <>
              <p className={styles.muted}>Log in to see this player's profile.</p>
              <ButtonLink to={loginHref(`${pathname}${search}`)}>LOG IN</ButtonLink>
            </>
          ) : notFound ? (
            // An unknown member id: nothing to retry.
            <p className={styles.muted}>{playerNotFound}</p>
          ) : (
            <>
              <FormAlert>{profileLoadError}</FormAlert>
              <Button variant="secondary" onClick={() => void mutate()}>
                TRY AGAIN
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }
  if (!profile) return <ProfileSkeleton />;
  return <ProfileContent profile={profile} />;
}

function ProfileContent({ profile }: { profile: PlayerProfileDto }) {
  const { data: me } = useMe();
  const { openModal, closeModal } = useModal();
  const openEditProfile = useOpenEditProfile();
  const { openUpdateEmail, openUpdatePassword } = useAccountModals();
  const logout = useLogout();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const role = organizerRole(profile.role);
  const contact = contactFields(profile.contact);

  const openBlock = (block: boolean) =>
    openModal(<BlockUserConfirm profile={profile} block={block} onDone={closeModal} />, {
      title: blockTitle(block),
    });

  const handlers: Record<ProfileActionId, () => void> = {
    'edit-profile': () => openEditProfile(me?.registrationComplete ?? true),
    logout: () => void logout(),
    'update-email': openUpdateEmail,
    'update-password': openUpdatePassword,
    report: () =>
      openModal(<ReportUser memberId={profile.memberId} name={name} />, { title: reportUserTitle }),
    block: () => openBlock(true),
    unblock: () => openBlock(false),
  };
  const clubItems = useClubProfileActions(profile.memberId);
  const items: MenuAction[] = profileMenu(profile, me).map((id) => ({
    id,
    label: profileActionLabels[id],
    onSelect: handlers[id],
    tone: id === 'block' || id === 'report' ? 'danger' : 'default',
  }));
  // A captain's actions on a teammate come first (spec §2 full action list order).
  items.unshift(...clubItems);

  return (
    <div className={styles.card}>
      <Banner
        avatar={profile.avatar}
        menu={
          items.length > 0 && (
            <ActionMenu
              label={profile.isSelf ? 'Your profile actions' : `Actions for ${name}`}
              trigger={<MoreIcon />}
              triggerClassName={styles.iconButton}
              items={items}
            />
          )
        }
      />
      <div className={styles.body}>
        <div className={styles.heading}>
          <Dialog.Title className={styles.name}>{name}</Dialog.Title>
          {role && (
            <p className={styles.verified}>
              <VerifiedIcon className={styles.verifiedIcon} />
              <span>
                <span className="visually-hidden">Verified organizer, </span>
                {profile.organizer?.roleLabel ?? role}
              </span>
              {profile.organizer && <span>· {profile.organizer.organizationName}</span>}
            </p>
          )}
        </div>

        {!profile.isSelf && !profile.isBlocked && (
          <MessagePlayerButton memberId={profile.memberId} name={name} />
        )}
        {profile.isBlocked ? (
          <div className={styles.blocked}>
            <BlockIcon className={styles.blockedIcon} />
            <div>
              <p className={styles.blockedTitle}>Blocked</p>
              <p className={styles.blockedText}>You've blocked this user.</p>
            </div>
            <Button variant="secondary" size="small" onClick={() => openBlock(false)}>
              UNBLOCK
            </Button>
          </div>
        ) : (
          <>
            <section className={styles.section} aria-labelledby="profile-teams">
              <h3 id="profile-teams" className={styles.sectionTitle}>
                Teams
              </h3>
              {profile.teams.length === 0 ? (
                <p className={styles.muted}>Not on a team yet.</p>
              ) : (
                <ClampedText>
                  <ul className={styles.teams}>
                    {profile.teams.map((team) => (
                      <li key={team.id}>
                        <Link to={`/team/${team.id}`} className={styles.team}>
                          {team.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </ClampedText>
              )}
            </section>

            <WaiverRows memberId={profile.memberId} isSelf={profile.isSelf} />

            {profile.stats && (
              <section className={styles.section} aria-labelledby="profile-stats">
                <h3 id="profile-stats" className={styles.sectionTitle}>
                  Stats
                </h3>
                <dl className={styles.stats}>
                  {statLabels.map(([key, label]) => (
                    <div key={key} className={styles.stat}>
                      <dt>{label}</dt>
                      <dd>{profile.stats?.[key] ?? 0}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}

            {contact.length > 0 && (
              <section className={styles.section} aria-labelledby="profile-contact">
                <h3 id="profile-contact" className={styles.sectionTitle}>
                  Contact
                </h3>
                <dl className={styles.contact}>
                  {contact.map((field) => (
                    <div key={field.kind}>
                      <dt>{field.kind === 'email' ? 'Email' : 'Phone'}</dt>
                      <dd>
                        {field.kind === 'email' ? (
                          <a href={`mailto:${field.value}`}>{field.value}</a>
                        ) : (
                          <a href={`tel:${field.value.replace(/[^\d+]/g, '')}`}>{formatPhone(field.value)}</a>
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Opens the chat with this player in place of the card (spec §2 chat modal query parameters). */
function MessagePlayerButton({ memberId, name }: { memberId: string; name: string }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <div className={styles.section}>
      <Button
        size="small"
        onClick={() =>
          setSearchParams((current) => {
            const next = withChatParams(current, { type: 'dm', recipientId: memberId, recipientName: name });
            next.delete(playerParam);
            return next;
          })
        }
      >
        MESSAGE
      </Button>
    </div>
  );
}
