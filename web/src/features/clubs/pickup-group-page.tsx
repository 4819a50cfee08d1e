import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { lastClubPathAtom } from '../../app/club-path';
import { memberAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { GroupGames } from '../pickup/group-games';
import { ClubHeader, ClubHeaderLoading, ClubPageError, ListSkeleton } from './club-header';
import { CLUB_MESSAGES } from './club-messages';
import { pickupGroupPath } from './club-selector-rules';
import { ClubTabs } from './club-tabs';
import { useGroupActions } from './group-actions';
import { InviteBanner } from './invite-banner';
import { useOpenInvite } from './invite-modal-opener';
import { OffLimits } from './off-limits';
import { useOpenClubForms } from './open-club-forms';
import { useClubRoom } from './socket';
import styles from './styles';
import { clubKeys, usePermissions, usePickupGroup } from './use-clubs';

// The member list needs a signed-in member (spec §6): a visitor who lands here from an invite link (a
// first route on a phone) is asked to log in, as the list's 401 would, without loading the list.
const GroupMembers = lazy(() =>
  import('./group-members').then((module) => ({ default: module.GroupMembers })),
);

/** /pickup-group/{id}: the group's header and its clubhouse members tab (spec §2). */
export function PickupGroupPage() {
  const { pickupGroupId = '' } = useParams();
  const { data: group, error, mutate: retry } = usePickupGroup(pickupGroupId);
  const { data: permissions } = usePermissions({ kind: 'pickupGroup', id: pickupGroupId });
  const me = useAtomValue(memberAtom);
  const { pathname, search } = useLocation();
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const { mutate } = useSWRConfig();
  const { openEditGroup } = useOpenClubForms();
  const openInvite = useOpenInvite();
  const actions = useGroupActions(pickupGroupId);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (group && permissions?.isMember) setLastClubPath(pickupGroupPath(group.id));
  }, [group, permissions?.isMember, setLastClubPath]);

  useClubRoom(me && pickupGroupId ? `pickup-group:${pickupGroupId}` : null, () => {
    void mutate(
      (key) => typeof key === 'string' && key.startsWith(`${clubKeys.pickupGroup(pickupGroupId)}/members`),
    );
    void mutate(clubKeys.permissions({ kind: 'pickupGroup', id: pickupGroupId }));
  });

  if (error)
    return (
      <ClubPageError
        status={error.status}
        notFound="This pickup group could not be found."
        onRetry={() => void retry()}
      />
    );
  if (!group)
    return (
      // The loaded page's frame, the invitation first, where it stays: an invite link's first view
      // (prerendered, issue 15) keeps its largest text, unmoved, when the group arrives.
      <div className={styles.page}>
        <InviteBanner name={null} kind="group" />
        <ClubHeaderLoading />
        <ListSkeleton />
      </div>
    );

  const blocked = permissions?.isBlocked === true;
  const isAdmin = permissions?.isAdmin === true && !blocked;
  const isMember = permissions?.isMember === true;
  const loaded = permissions?.fetchComplete === true;
  const step = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };

  const headerActions = blocked ? null : !me ? (
    <ButtonLink size="small" to={loginHref(`${pathname}${search}`)}>
      LOG IN TO JOIN
    </ButtonLink>
  ) : !loaded ? null : (
    <>
      {isAdmin && (
        <>
          <Button
            size="small"
            onClick={() => openInvite({ kind: 'pickupGroup', id: group.id, name: group.name })}
          >
            INVITE PLAYERS
          </Button>
          <Button size="small" variant="secondary" onClick={() => openEditGroup(group)}>
            EDIT GROUP
          </Button>
        </>
      )}
      {isMember ? (
        <Button
          size="small"
          variant="secondary"
          busy={busy}
          busyLabel="LEAVING…"
          onClick={() => void step(actions.leave)}
        >
          LEAVE GROUP
        </Button>
      ) : (
        <Button size="small" busy={busy} busyLabel="JOINING…" onClick={() => void step(actions.join)}>
          JOIN GROUP
        </Button>
      )}
    </>
  );

  return (
    <div className={styles.page}>
      <InviteBanner name={group.name} kind="group" />
      <ClubHeader
        name={group.name}
        established={group.established}
        location={group.location}
        banner={group.banner}
        logo={group.badge}
        tag="pickup group"
        actions={headerActions}
      />
      <p className={styles.memberCount}>
        {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
      </p>
      {!blocked && <GroupGames group={group} isAdmin={isAdmin} />}
      <section className={styles.sidebar} aria-label="Clubhouse">
        <ClubTabs<'members'>
          label="Clubhouse"
          selected="members"
          onSelect={() => undefined}
          tabs={[
            {
              id: 'members',
              label: 'MEMBERS',
              content: blocked ? (
                <OffLimits />
              ) : !me ? (
                <div className={styles.stateBlock}>
                  <ButtonLink to={loginHref(`${pathname}${search}`)}>{CLUB_MESSAGES.loginToView}</ButtonLink>
                </div>
              ) : !loaded ? (
                <ListSkeleton />
              ) : (
                <Suspense fallback={<ListSkeleton />}>
                  <GroupMembers groupId={group.id} isAdmin={isAdmin} />
                </Suspense>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}
