import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import type { PickupEventDto } from '../../../../src/contracts/pickup/index.ts';
import type { ApiError } from '../../api/api-error';
import type { Page } from '../../api/envelope';
import { memberAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Avatar } from '../../ui/avatar/avatar';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { ButtonLink } from '../../ui/button/button';
import { MoreIcon } from '../../ui/icons/icons';
import { ActionMenu } from '../../ui/menu/action-menu';
import { LoadMore } from '../../ui/paged-list/paged-list';
import { ListSkeleton } from '../clubs/club-header';
import { OffLimits } from '../clubs/group-members';
import { removePlayerTitle, useConfirm } from './open-pickup-forms';
import { usePickupActions } from './pickup-actions';
import styles from './styles';
import { usePickupRoster, usePickupWaitlist } from './use-pickup';

interface Person {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

interface PagedList<Item> {
  data: Page<Item>[] | undefined;
  error: ApiError | undefined;
  size: number;
  setSize: (size: number) => unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

/** A paged list's states: log in (401), OFF LIMITS (403), error, skeleton, empty, rows, LOAD MORE. */
function ListStates<Item extends Person>({
  list,
  label,
  empty,
  row,
}: {
  list: PagedList<Item>;
  label: string;
  empty: string;
  row: (item: Item) => React.ReactNode;
}) {
  const { pathname, search } = useLocation();
  if (list.error?.status === 401) {
    return (
      <div className={styles.stateBlock}>
        <ButtonLink to={loginHref(`${pathname}${search}`)}>LOG IN TO SEE WHO IS PLAYING</ButtonLink>
      </div>
    );
  }
  if (list.error?.status === 403) return <OffLimits />;
  if (list.error && !list.data) {
    return <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void list.mutate()} />;
  }
  if (!list.data) return <ListSkeleton rows={3} />;
  const items = list.data.flatMap((page) => page.data);
  if (items.length === 0) return <p className={styles.note}>{empty}</p>;
  return (
    <>
      <ul className={styles.rosterList} aria-label={label}>
        {items.map((item) => (
          <li key={item.memberId}>{row(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} size="small" />
    </>
  );
}

/** The players registered (50 a page) and, below, the waitlist in order; the admin removes from either. */
/** The game's roster card: its heading and how many of the spots are taken, then `children`. */
export function RosterCard({ event, children }: { event: PickupEventDto; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="game-roster">
      <div className={styles.cardHead}>
        <h2 id="game-roster" className={styles.cardTitle}>
          Roster
        </h2>
        <span className={styles.muted}>
          {event.totalReg} of {event.capacity} registered
        </span>
      </div>
      {children}
    </section>
  );
}

export function PickupRoster({ event, isAdmin }: { event: PickupEventDto; isAdmin: boolean }) {
  const me = useAtomValue(memberAtom);
  const roster = usePickupRoster(event.id);
  const waitlist = usePickupWaitlist(event.id, event.waitlistCount > 0 || event.waitlistPosition !== null);
  const actions = usePickupActions(event);
  const confirm = useConfirm();
  /** REMOVE PLAYER, asked first: `body` says who leaves which list. */
  const confirmRemoval = (body: ReactNode, action: () => Promise<unknown>) => () =>
    confirm({
      title: removePlayerTitle,
      confirmLabel: 'REMOVE PLAYER',
      busyLabel: 'REMOVING…',
      body,
      action,
    });
  const canRemove = isAdmin && !event.isCancelled && !event.isPast;

  const rowOf = (person: Person, lead: React.ReactNode, badge: React.ReactNode, remove?: () => void) => {
    const name = nameOf(person);
    return (
      <div className={styles.rosterRow}>
        {lead}
        <span className={styles.rosterName}>
          {name}
          {person.memberId === me?.id && <span className={styles.muted}> (you)</span>}
        </span>
        <span className={styles.rowEnd}>
          {badge}
          {remove && (
            <ActionMenu
              label={`Actions for ${name}`}
              trigger={<MoreIcon />}
              triggerClassName={styles.iconButton}
              items={[{ id: 'remove', label: 'Remove player', tone: 'danger', onSelect: remove }]}
            />
          )}
        </span>
      </div>
    );
  };

  return (
    <RosterCard event={event}>
      <ListStates
        list={roster}
        label="Registered players"
        empty="No one has registered yet. Be the first!"
        row={(player) =>
          rowOf(
            player,
            <Avatar src={player.avatar} size={40} />,
            event.isPaid && player.hasPaid ? (
              <span className={`${styles.pill} ${styles.pillGood}`}>Paid</span>
            ) : null,
            canRemove && player.memberId !== me?.id
              ? confirmRemoval(
                  <p>
                    Remove <strong>{nameOf(player)}</strong> from {event.title}?{' '}
                    {event.isPaid && player.hasPaid ? 'Their payment is refunded. ' : ''}The spot goes to the
                    next player waiting.
                  </p>,
                  () => actions.removePlayer(player.memberId),
                )
              : undefined,
          )
        }
      />
      {(event.waitlistCount > 0 || event.waitlistPosition !== null) && (
        <>
          <h3 className={styles.subTitle}>Waitlist · {event.waitlistCount}</h3>
          <ListStates
            list={waitlist}
            label="Waitlist"
            empty="No one is waiting."
            row={(entry) =>
              rowOf(
                entry,
                <span className={styles.rank}>
                  <span className="visually-hidden">Number </span>
                  {entry.position}
                </span>,
                entry.holdExpiresAt ? (
                  <span className={`${styles.pill} ${styles.pillWarn}`}>Spot offered</span>
                ) : null,
                canRemove && entry.memberId !== me?.id
                  ? confirmRemoval(
                      <p>
                        Remove <strong>{nameOf(entry)}</strong> from the waitlist of {event.title}?
                      </p>,
                      () => actions.removeWaitlisted(entry.memberId),
                    )
                  : undefined,
              )
            }
          />
        </>
      )}
    </RosterCard>
  );
}
