import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
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
  if (member.teams.length === 0) {
    return <p className={styles.note}>You are not on a team yet.</p>;
  }
  return (
    <ul className={styles.list}>
      {member.teams.map((team) => (
        <li key={team.id}>
          <Link className={styles.link} to={`/team/${team.id}`}>
            {team.name}
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
