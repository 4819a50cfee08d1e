import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { clubEntries } from '../../features/clubs/club-selector-rules';
import { useMemberTeams } from '../../features/clubs/use-clubs';
import { loginHref } from '../../lib/return-to';
import { memberAtom } from '../session';
import styles from './panel-content.module.css';

/** Left desktop panel: the member's teams. */
function useLoginHref() {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`);
}

export function ClubsPanel() {
  const member = useAtomValue(memberAtom);
  const login = useLoginHref();
  if (member === null) {
    return (
      <p className={styles.note}>
        <Link to={login}>Log in</Link> to see your teams and pickup groups here.
      </p>
    );
  }
  return <MemberClubs />;
}

/** The member's teams and pickup groups, as the club selector lists them (spec §2). */
function MemberClubs() {
  const { data: clubs, error } = useMemberTeams();
  const entries = clubEntries(clubs);
  if (error) return <p className={styles.note}>Your clubs could not be loaded.</p>;
  if (!clubs) return <p className={styles.note}>Loading your clubs…</p>;
  if (entries.length === 0) {
    return <p className={styles.note}>You are not on a team yet.</p>;
  }
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.id}`}>
          <Link className={styles.link} to={entry.path}>
            {entry.name} <span className="visually-hidden">({entry.tag})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Right desktop panel: what happened while you were away. */
export function ActivityPanel() {
  const member = useAtomValue(memberAtom);
  const login = useLoginHref();
  if (member === null) {
    return (
      <p className={styles.note}>
        <Link to={login}>Log in</Link> to see your notifications and messages here.
      </p>
    );
  }
  return <p className={styles.note}>No Notifications</p>;
}
