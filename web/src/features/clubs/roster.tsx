import { useAtomValue, useSetAtom } from 'jotai';
import { memberAtom } from '../../app/session';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { profileCarouselAtom } from '../player-profile/carousel-atoms';
import { useOpenPlayerProfile } from '../player-profile/use-player-profile';
import { ListSkeleton } from './club-header';
import { CLUB_MESSAGES } from './club-messages';
import type { RosterEntryDto, TeamDto } from './club-types';
import { MemberRow } from './member-row';
import {
  fullName,
  isPending,
  type RosterActionId,
  rosterActionLabels,
  rosterActions,
  sortRoster,
} from './roster-rules';
import styles from './styles';
import { useTeamActions } from './team-actions';
import { useRoster } from './use-clubs';

/** Spec §2 team roster: self, then captains, then by first name; swipe (phone) or menu (desktop) actions. */
export function Roster({ team, isCaptain }: { team: TeamDto; isCaptain: boolean }) {
  const me = useAtomValue(memberAtom);
  const { data: roster, error, mutate } = useRoster(team.id);
  const setCarousel = useSetAtom(profileCarouselAtom);
  const openProfile = useOpenPlayerProfile();
  const actions = useTeamActions(team.id);

  // Only shown to a signed-in member: the team page asks a visitor to log in instead.
  if (!me) return null;
  if (error) {
    return <RetryBlock message={CLUB_MESSAGES.rosterError} onRetry={() => void mutate()} />;
  }
  if (!roster) return <ListSkeleton />;
  if (roster.length === 0) return <p className={styles.note}>{CLUB_MESSAGES.rosterEmpty}</p>;

  const sorted = sortRoster(roster, me.id);
  const open = (memberId: string) => {
    setCarousel({
      memberIds: sorted.map((entry) => entry.memberId),
      source: { kind: 'team', teamId: team.id },
    });
    openProfile(memberId);
  };
  const handlers = (entry: RosterEntryDto): Record<RosterActionId, () => void> => ({
    view: () => open(entry.memberId),
    'set-captain': () => void actions.setCaptain(entry, true),
    'unset-captain': () => void actions.setCaptain(entry, false),
    remove: () => actions.remove(entry),
    leave: () => actions.leave(team.name),
  });

  return (
    <ul className={styles.list} aria-label={`${team.name} roster`}>
      {sorted.map((entry) => {
        const name = fullName(entry.member);
        const ids = rosterActions(entry, { memberId: me.id, isCaptain });
        const run = handlers(entry);
        const items = ids
          .filter((id) => id !== 'view')
          .map((id) => ({
            id,
            label: rosterActionLabels[id],
            onSelect: run[id],
            tone: id === 'remove' || id === 'leave' ? ('danger' as const) : ('default' as const),
          }));
        return (
          <MemberRow
            key={entry.id}
            name={name}
            avatar={entry.member.avatar}
            isMe={entry.memberId === me.id}
            badges={
              <>
                {entry.isCaptain && <span className={styles.badge}>Captain</span>}
                {isPending(entry) && <span className={styles.badgeMuted}>Invited</span>}
              </>
            }
            items={items}
            onOpen={() => open(entry.memberId)}
          />
        );
      })}
    </ul>
  );
}
