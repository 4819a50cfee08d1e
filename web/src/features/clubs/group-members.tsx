import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { memberAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { Button, ButtonLink } from '../../ui/button/button';
import { profileCarouselAtom } from '../player-profile/carousel-atoms';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import { ListSkeleton } from './club-header';
import { CLUB_MESSAGES } from './club-messages';
import { groupMemberActionLabel, groupMemberActions, useGroupActions } from './group-actions';
import { MemberRow } from './member-row';
import { OffLimits, offLimitsTitle } from './off-limits';
import { fullName } from './roster-rules';
import styles from './styles';
import { useGroupMembers } from './use-clubs';

// Also shown by the pickup game pages, which take it from here.
export { OffLimits, offLimitsTitle };

/** The clubhouse members tab: paged 10 a page, with the admin's toggles. */
export function GroupMembers({ groupId, isAdmin }: { groupId: string; isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useGroupMembers(groupId, page);
  const me = useAtomValue(memberAtom);
  const { pathname, search } = useLocation();
  const setCarousel = useSetAtom(profileCarouselAtom);
  const openProfile = useOpenPlayerProfile();
  const actions = useGroupActions(groupId);

  if (error?.status === 401) {
    return (
      <div className={styles.stateBlock}>
        <ButtonLink to={loginHref(`${pathname}${search}`)}>LOGIN TO VIEW GROUP LIST</ButtonLink>
      </div>
    );
  }
  if (error?.status === 403) return <OffLimits />;
  if (error) {
    return <RetryBlock message={CLUB_MESSAGES.membersError} onRetry={() => void mutate()} />;
  }
  if (!data) return <ListSkeleton />;
  if (data.data.length === 0 && page === 1) return <p className={styles.note}>No members yet.</p>;

  const open = (memberId: string) => {
    setCarousel({
      memberIds: data.data.map((member) => member.id),
      source: { kind: 'pickupGroup', groupId },
    });
    openProfile(memberId);
  };

  return (
    <div className={styles.formStack}>
      <ul className={styles.list} aria-label="Group members">
        {data.data.map((member) => {
          const name = fullName(member);
          const items = groupMemberActions(member, { memberId: me?.id, isAdmin }).map((id) => ({
            id,
            label: groupMemberActionLabel(id, member),
            onSelect: () => void actions.act(id, member),
            tone: id === 'toggle-admin' ? ('default' as const) : ('danger' as const),
          }));
          return (
            <MemberRow
              key={member.id}
              name={name}
              avatar={member.avatar}
              isMe={member.id === me?.id}
              badges={
                <>
                  {member.isAdmin && <span className={styles.badge}>Admin</span>}
                  {member.isBlocked && <span className={styles.badgeDanger}>Blocked</span>}
                </>
              }
              items={items}
              onOpen={() => open(member.id)}
            />
          );
        })}
      </ul>
      {(page > 1 || data.hasNext) && (
        <nav className={styles.pager} aria-label="Members pages">
          <Button
            variant="secondary"
            size="small"
            disabled={page === 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <span className={styles.muted}>Page {page}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={!data.hasNext}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
