import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AuthProvider, MemberDto } from '../../../../src/contracts/identity/index.ts';
import { AUTH_PROVIDERS, SOCIAL_MESSAGES } from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { genericErrorMessage } from '../../api/envelope';
import { trpc } from '../../api/trpc';
import { Button, buttonClassName } from '../../ui/button/button';
import { useToast } from '../../ui/toast/use-toast';
import { providerNames, socialStartHref, useAuthProviders } from '../auth/auth-providers';
import { SocialIcon } from '../auth/social-icons';
import { meKey } from '../session/use-me';
import { canDisconnect } from './account-rules';
import styles from './settings.module.css';

/** Where connecting another provider comes back to. */
const linkReturnPath = '/settings/general';

/**
 * The social sign-ins linked to this account (member.authSchemas), with connect for the others the
 * server offers and disconnect (tRPC auth.revokeSocial) for the linked ones, except the last way in.
 */
export function ConnectedAccounts({ member }: { member: MemberDto }) {
  const offered = useAuthProviders();
  const linked = member.authSchemas.providers;
  const shown = AUTH_PROVIDERS.filter(
    (provider) => linked.includes(provider) || offered.some((entry) => entry.provider === provider),
  );

  if (shown.length === 0) return <p className={styles.muted}>No connected accounts.</p>;
  return (
    <ul className={styles.accounts}>
      {shown.map((provider) => (
        <ConnectedAccount
          key={provider}
          provider={provider}
          startUrl={offered.find((entry) => entry.provider === provider)?.startUrl}
          member={member}
          linked={linked.includes(provider)}
        />
      ))}
    </ul>
  );
}

function ConnectedAccount({
  provider,
  startUrl,
  member,
  linked,
}: {
  provider: AuthProvider;
  startUrl: string | undefined;
  member: MemberDto;
  linked: boolean;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const explanationId = useId();
  const name = providerNames[provider];
  const removable = canDisconnect(member.authSchemas, provider);

  const disconnect = async () => {
    setBusy(true);
    try {
      await trpc.mutation('auth.revokeSocial', { provider });
      toast.success(SOCIAL_MESSAGES.disconnected);
      await mutate(meKey);
    } catch (error) {
      toast.error(firstServerError(error) ?? genericErrorMessage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.account}>
      <SocialIcon provider={provider} className={styles.accountIcon} />
      <div className={styles.accountText}>
        <span className={styles.accountName}>{name}</span>
        <span className={styles.muted}>{linked ? 'Connected' : 'Not connected'}</span>
        {linked && !removable && (
          <span id={explanationId} className={styles.explanation}>
            {name} is the only way you sign in. {SOCIAL_MESSAGES.lastMethod}
          </span>
        )}
      </div>
      {linked ? (
        <Button
          variant="secondary"
          size="small"
          busy={busy}
          busyLabel="DISCONNECTING…"
          aria-disabled={!removable || undefined}
          aria-describedby={removable ? undefined : explanationId}
          aria-label={`Disconnect ${name}`}
          onClick={removable ? disconnect : undefined}
        >
          DISCONNECT
        </Button>
      ) : startUrl === undefined ? (
        <span className={styles.muted}>Not available</span>
      ) : (
        <a
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          href={socialStartHref({ provider, startUrl }, linkReturnPath, true)}
          aria-label={`Connect ${name}`}
        >
          CONNECT
        </a>
      )}
    </li>
  );
}
