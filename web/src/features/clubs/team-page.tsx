import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { lastClubPathAtom } from '../../app/club-path';
import { memberAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button } from '../../ui/button/button';
import { useOpenChat } from '../chat/chat-params';
import { LeaguePositions } from '../leagues/league-positions';
import { ClubHeader, ClubHeaderLoading, ClubPageError, ListSkeleton } from './club-header';
import { teamPath } from './club-selector-rules';
import { ClubTabs } from './club-tabs';
import { InviteBanner } from './invite-banner';
import { useOpenInvite } from './invite-modal-opener';
import { useOpenClubForms } from './open-club-forms';
import { useClubRoom } from './socket';
import styles from './styles';
import { clubKeys, usePermissions, useTeam } from './use-clubs';

type TeamTab = 'members' | 'leaderboard';

// The roster and the leaderboards are for signed-in members and open in their tabs: a visitor who
// lands here from an invite link (a first route on a phone) loads neither.
const Roster = lazy(() => import('./roster').then((module) => ({ default: module.Roster })));
const LeaderboardTab = lazy(() =>
  import('./leaderboard-tab').then((module) => ({ default: module.LeaderboardTab })),
);

/** /team/{teamId}: the header, then the sidebar's CLUB MEMBERS and LEADERBOARD tabs (spec §2). */
export function TeamPage() {
  const { teamId = '' } = useParams();
  const { data: team, error, mutate: retry } = useTeam(teamId);
  const { data: permissions } = usePermissions({ kind: 'team', id: teamId });
  const me = useAtomValue(memberAtom);
  const setLastClubPath = useSetAtom(lastClubPathAtom);
  const { mutate } = useSWRConfig();
  const { openEditTeam } = useOpenClubForms();
  const openInvite = useOpenInvite();
  const openChat = useOpenChat();
  const [tab, setTab] = useState<TeamTab>('members');
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (team && permissions?.isMember) setLastClubPath(teamPath(team.id));
  }, [team, permissions?.isMember, setLastClubPath]);

  // Live roster: a change pushed to the team's room refetches it (and the viewer's rights).
  useClubRoom(me && teamId ? `team:${teamId}` : null, () => {
    void mutate(clubKeys.roster(teamId));
    void mutate(clubKeys.permissions({ kind: 'team', id: teamId }));
  });

  if (error)
    return (
      <ClubPageError
        status={error.status}
        notFound="This team could not be found."
        onRetry={() => void retry()}
      />
    );
  if (!team)
    return (
      // The loaded page's frame, the invitation first, where it stays: an invite link's first view
      // (prerendered, issue 15) keeps its largest text, unmoved, when the team arrives.
      <div className={styles.page}>
        <InviteBanner name={null} kind="team" />
        <ClubHeaderLoading />
        <ListSkeleton />
      </div>
    );

  const isCaptain = permissions?.isCaptain === true;
  return (
    <div className={styles.page}>
      <InviteBanner name={team.name} kind="team" />
      <ClubHeader
        name={team.name}
        established={team.established}
        location={team.location}
        banner={team.banner}
        logo={team.logo}
        tag="team"
        actions={
          (isCaptain || permissions?.isMember) && (
            <>
              {permissions?.isMember && (
                // Team chat is for the roster (spec §6): its modal opens from the query parameters.
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => openChat({ type: 'tm', teamId: team.id, teamName: team.name })}
                >
                  TEAM CHAT
                </Button>
              )}
              {isCaptain && (
                <>
                  <Button
                    size="small"
                    onClick={() => openInvite({ kind: 'team', id: team.id, name: team.name })}
                  >
                    INVITE PLAYERS
                  </Button>
                  <Button size="small" variant="secondary" onClick={() => openEditTeam(team)}>
                    EDIT TEAM
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      <LeaguePositions teamId={team.id} />
      <aside className={styles.sidebar} aria-label="Team sidebar">
        <ClubTabs<TeamTab>
          label="Team"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'members',
              label: 'CLUB MEMBERS',
              content: me ? (
                <Suspense fallback={<ListSkeleton />}>
                  <Roster team={team} isCaptain={isCaptain} />
                </Suspense>
              ) : (
                <p className={styles.note}>
                  <Link to={loginHref(`${pathname}${search}`)}>Log in</Link> to see the roster.
                </p>
              ),
            },
            {
              id: 'leaderboard',
              label: 'LEADERBOARD',
              content: (
                <Suspense fallback={<ListSkeleton />}>
                  <LeaderboardTab teamId={team.id} />
                </Suspense>
              ),
            },
          ]}
        />
      </aside>
    </div>
  );
}
