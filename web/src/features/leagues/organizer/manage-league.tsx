import { useId, useState } from 'react';
import { LEAGUE_MESSAGES, type LeagueDto } from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button, ButtonLink } from '../../../ui/button/button';
import { useToast } from '../../../ui/toast/use-toast';
import { LeagueForm, ruleSummary } from '../league-form';
import { seasonLabel } from '../league-format';
import { StandingsView } from '../league-page';
import styles from '../leagues.module.css';
import { useLeagueRoom, useRefreshLeague, useSchedule } from '../use-leagues';
import { PlayoffsCard } from './playoffs-card';
import { PointAdjustmentsCard } from './point-adjustments-card';
import { RegistrationCard } from './registration-card';
import { ScheduleCard } from './schedule-card';
import { SeasonRostersCard } from './season-rosters-card';
import { TeamsCard } from './teams-card';

/** A draft can be edited or deleted and is published once it has games; a published league is final. */
export function ManageLeague({
  league,
  onChanged,
  onDeleted,
}: {
  league: LeagueDto;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const refresh = useRefreshLeague();
  const { data: schedule } = useSchedule(league.id);
  const [busy, setBusy] = useState<'publish' | 'delete' | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reasonId = useId();
  // Standings, results and leaderboards refetch when a worker has rewritten the table.
  useLeagueRoom(league.id);
  const draft = league.status === 'draft';
  const noGames = schedule !== undefined && schedule.games.length === 0;
  const act = async (action: 'publish' | 'delete') => {
    setBusy(action);
    try {
      if (action === 'publish') {
        await api.post(`/league/${encodeURIComponent(league.id)}/publish`, {});
        toast.success(LEAGUE_MESSAGES.published);
        onChanged();
        void refresh(league.id);
      } else {
        await api.delete(`/league/${encodeURIComponent(league.id)}`);
        toast.success(LEAGUE_MESSAGES.deleted);
        onDeleted();
      }
    } catch (caught) {
      toast.error(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="console-league">
        <div className={styles.cardHead}>
          <h2 id="console-league" className={styles.cardTitle}>
            {league.name}
          </h2>
          <div className={styles.row}>
            <ButtonLink to={`/league/${league.id}`} size="small" variant="secondary">
              VIEW LEAGUE
            </ButtonLink>
            {draft && !editing && (
              <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                EDIT
              </Button>
            )}
            {draft && (
              <Button
                size="small"
                busy={busy === 'publish'}
                busyLabel="PUBLISHING…"
                disabled={schedule === undefined || noGames}
                aria-describedby={noGames ? reasonId : undefined}
                onClick={() => void act('publish')}
              >
                PUBLISH
              </Button>
            )}
          </div>
        </div>
        {draft && noGames && (
          <p id={reasonId} className={styles.muted}>
            {LEAGUE_MESSAGES.publishNeedsGames}
          </p>
        )}
        {editing ? (
          <LeagueForm
            workspaceId={league.workspaceId}
            league={league}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              toast.success(LEAGUE_MESSAGES.updated);
              setEditing(false);
              onChanged();
              void refresh(league.id);
            }}
          />
        ) : (
          <>
            <p className={styles.ruleSummary}>{ruleSummary(league.ruleSet)}</p>
            <p className={styles.muted}>
              {seasonLabel(league)} · {league.venues.join(', ')} · {league.timeSlots.join(', ')} · Win{' '}
              {league.rules.pointsForWin}, draw {league.rules.pointsForDraw}, loss{' '}
              {league.rules.pointsForLoss}
            </p>
          </>
        )}
        {!draft ? (
          <p className={styles.muted}>Published: it can no longer be edited or deleted.</p>
        ) : confirmDelete ? (
          <div className={styles.row}>
            <span className={styles.muted}>
              Delete this draft with its teams and games? This cannot be undone.
            </span>
            <Button
              size="small"
              variant="danger"
              busy={busy === 'delete'}
              busyLabel="DELETING…"
              onClick={() => void act('delete')}
            >
              DELETE LEAGUE
            </Button>
            <Button size="small" variant="ghost" onClick={() => setConfirmDelete(false)}>
              KEEP IT
            </Button>
          </div>
        ) : (
          !editing && (
            <div className={styles.row}>
              <Button size="small" variant="ghost" onClick={() => setConfirmDelete(true)}>
                DELETE DRAFT
              </Button>
            </div>
          )
        )}
      </section>
      {/* Full width: the registrations table has more columns than the narrow column holds. */}
      <RegistrationCard league={league} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <TeamsCard league={league} onChanged={onChanged} />
          <ScheduleCard league={league} onChanged={onChanged} />
          <SeasonRostersCard league={league} />
        </div>
        <div className={styles.stack}>
          <section className={styles.card} aria-labelledby="console-standings">
            <h2 id="console-standings" className={styles.cardTitle}>
              Standings
            </h2>
            <StandingsView leagueId={league.id} />
          </section>
          <PointAdjustmentsCard league={league} />
          {league.status === 'published' && <PlayoffsCard league={league} />}
        </div>
      </div>
    </>
  );
}
