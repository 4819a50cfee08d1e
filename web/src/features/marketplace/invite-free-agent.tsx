import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { freeAgentInvitePath } from '../../../../src/contracts/marketplace/free-agent-invite.ts';
import type { FreeAgentDto } from '../../../../src/contracts/marketplace/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { SelectField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { useMemberTeams } from '../clubs/use-clubs';
import styles from './styles';

/**
 * INVITE TO TEAM on a free agent's page: a captain picks one of their teams (when they lead several)
 * and the server mails the player clubs' team invite; the player's address stays hidden (spec §6).
 * A visitor gets LOG IN TO INVITE, which comes back here; a member who captains no team sees nothing.
 */
export function InviteFreeAgent({ agent }: { agent: FreeAgentDto }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname } = useLocation();
  if (!authenticated) {
    return (
      <div className={styles.heroActions}>
        <ButtonLink to={loginHref(pathname)} variant="outlineInverse" size="small">
          LOG IN TO INVITE
        </ButtonLink>
      </div>
    );
  }
  return <CaptainInvite agent={agent} />;
}

function CaptainInvite({ agent }: { agent: FreeAgentDto }) {
  const { data: clubs } = useMemberTeams();
  const toast = useToast();
  const captainOf = clubs?.teams.filter((team) => team.isCaptain) ?? [];
  const [teamId, setTeamId] = useState('');
  const [busy, setBusy] = useState(false);
  const chosenTeam = teamId || captainOf[0]?.id;
  if (!chosenTeam) return null;
  const invite = async () => {
    setBusy(true);
    try {
      const result = await api.post<{ message: string }>(freeAgentInvitePath(agent.id), {
        teamId: chosenTeam,
      });
      toast.success(result.message);
    } catch (caught) {
      toast.error(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.registerBox}>
      {captainOf.length > 1 && (
        <SelectField
          label="Your team"
          options={captainOf.map((team) => ({ value: team.id, label: team.name }))}
          value={chosenTeam}
          onChange={(event) => setTeamId(event.target.value)}
        />
      )}
      <div className={styles.heroActions}>
        <Button
          variant="outlineInverse"
          size="small"
          busy={busy}
          busyLabel="INVITING…"
          disabled={busy}
          onClick={() => void invite()}
        >
          INVITE TO TEAM
        </Button>
      </div>
    </div>
  );
}
