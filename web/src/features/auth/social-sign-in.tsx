import { safeReturnTo, withReturnTo } from '../../lib/return-to';
import styles from './auth.module.css';
import { providerNames, socialStartHref, useAuthProviders } from './auth-providers';
import { SocialIcon } from './social-icons';

/**
 * "Continue with Google/Apple", only for the providers the server has configured. The server sends the
 * browser back to /auto-login, which picks up the new session (cookies) and goes on to `returnTo`, or
 * shows why it failed (`?authError=`).
 */
export function SocialSignIn({ returnTo }: { returnTo: string | null }) {
  const providers = useAuthProviders();
  if (providers.length === 0) return null;
  const back = withReturnTo('/auto-login', safeReturnTo(returnTo));
  return (
    <div>
      <p className={styles.divider}>or</p>
      <div className={styles.social}>
        {providers.map((provider) => (
          <a key={provider.provider} className={styles.socialButton} href={socialStartHref(provider, back)}>
            <SocialIcon provider={provider.provider} className={styles.socialIcon} />
            Continue with {providerNames[provider.provider]}
          </a>
        ))}
      </div>
    </div>
  );
}
