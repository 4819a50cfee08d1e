import { useAtomValue } from 'jotai';
import { ButtonLink } from '../../ui/button/button';
import { memberAtom } from '../session';
import styles from './account-action.module.css';

/** Header account slot: a way to log in, or who is signed in. */
export function AccountAction() {
  const member = useAtomValue(memberAtom);
  if (member === null) {
    return (
      <ButtonLink to="/#login" variant="primary" size="small">
        LOG IN
      </ButtonLink>
    );
  }
  return <span className={styles.member}>{member.firstName}</span>;
}
