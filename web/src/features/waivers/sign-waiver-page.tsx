import { useNavigate, useParams } from 'react-router-dom';
import { WAIVER_MESSAGES } from '../../../../src/contracts/waivers/messages.ts';
import { useToast } from '../../ui/toast/use-toast';
import { RequireAuth } from '../session/require-auth';
import { SignWaiver } from './sign-waiver';
import styles from './waivers.module.css';

/** `/sign-waiver/{orgId}`: where the reminder e-mail's link lands; signing shows what was signed. */
export function SignWaiverPage() {
  return (
    <RequireAuth>
      <SignWaiverScreen />
    </RequireAuth>
  );
}

function SignWaiverScreen() {
  const { orgId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const id = /^\d{1,9}$/.test(orgId) ? Number(orgId) : null;
  return (
    <div className={styles.page}>
      <title>Sign the waiver · Playfield</title>
      <h1 className={styles.title}>Sign the waiver</h1>
      {id === null ? (
        <p className={styles.muted}>{WAIVER_MESSAGES.noWaiver}</p>
      ) : (
        <SignWaiver
          orgId={id}
          onSigned={(result) => {
            toast.success(result.message);
            navigate(`/waivers/${result.signedMemberWaiver.id}`);
          }}
        />
      )}
    </div>
  );
}
