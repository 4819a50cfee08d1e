import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  EVENT_MESSAGES,
  type EventDto,
  GAME_STATS_MESSAGES,
  type GameStatsResult,
  type PlayerGameStatsDto,
  STAT_COUNT_MAX,
} from '../../../../src/contracts/events/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { playerProfileKey } from '../player-profile/use-player-profile';
import styles from './styles';
import { eventKeys, useEventRoster, useGameStats } from './use-events';

type Line = Omit<PlayerGameStatsDto, 'memberId'>;
const emptyLine: Line = { goals: 0, assists: 0, potm: false, yellowCards: 0, redCards: 0 };
const counts = [
  ['goals', 'Goals'],
  ['assists', 'Assists'],
  ['yellowCards', 'Yellow'],
  ['redCards', 'Red'],
] as const;

/** A captain's stats entry for a past game: goals, assists, player of the match, cards per attendee. */
export function GameStatsEntry({ event }: { event: EventDto }) {
  const { data: roster } = useEventRoster(event.id);
  const { data: saved, error: loadError } = useGameStats(event.id, true);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [lines, setLines] = useState<Record<string, Line>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    setLines(Object.fromEntries(saved.stats.map(({ memberId, ...line }) => [memberId, line])));
  }, [saved]);

  if (!roster) return null;
  const players = roster.attendees;
  const lineOf = (memberId: string) => lines[memberId] ?? emptyLine;
  const change = (memberId: string, patch: Partial<Line>) =>
    setLines((current) => ({ ...current, [memberId]: { ...(current[memberId] ?? emptyLine), ...patch } }));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post<GameStatsResult>(eventKeys.gameStats(event.id), {
        stats: players.map((player) => ({ memberId: player.memberId, ...lineOf(player.memberId) })),
      });
      toast.success(GAME_STATS_MESSAGES.saved);
      await Promise.all([
        mutate(eventKeys.gameStats(event.id)),
        mutate(eventKeys.roster(event.id)),
        mutate(eventKeys.leaderboards(event.teamId)),
        ...players.map((player) => mutate(playerProfileKey(player.memberId))),
      ]);
    } catch (caught) {
      const message = firstServerError(caught) ?? EVENT_MESSAGES.failed;
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="event-stats">
      <h2 id="event-stats" className={styles.cardTitle}>
        Game stats
      </h2>
      {loadError && <FormAlert>{EVENT_MESSAGES.failed}</FormAlert>}
      {players.length === 0 ? (
        <p className={styles.muted}>Players who said yes appear here for their stats.</p>
      ) : (
        <>
          <div className={styles.statsScroll}>
            <table className={styles.statsTable}>
              <caption className="visually-hidden">Stats per player</caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  {counts.slice(0, 2).map(([, label]) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">POTM</th>
                  {counts.slice(2).map(([, label]) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {players.map((player) => {
                  const name = `${player.firstName} ${player.lastName}`.trim();
                  const line = lineOf(player.memberId);
                  const countInput = (key: (typeof counts)[number][0], label: string) => (
                    <td key={key}>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={STAT_COUNT_MAX}
                        className={styles.statInput}
                        aria-label={`${label}, ${name}`}
                        value={line[key]}
                        onChange={(input) =>
                          change(player.memberId, {
                            [key]: Math.min(
                              STAT_COUNT_MAX,
                              Math.max(0, Math.trunc(Number(input.target.value) || 0)),
                            ),
                          })
                        }
                      />
                    </td>
                  );
                  return (
                    <tr key={player.memberId}>
                      <th scope="row">{name}</th>
                      {counts.slice(0, 2).map(([key, label]) => countInput(key, label))}
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Player of the match, ${name}`}
                          checked={line.potm}
                          onChange={(input) => change(player.memberId, { potm: input.target.checked })}
                        />
                      </td>
                      {counts.slice(2).map(([key, label]) => countInput(key, label))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {error && <FormAlert>{error}</FormAlert>}
          <div className={styles.actionsRow}>
            <Button size="small" busy={busy} busyLabel="SAVING…" onClick={() => void save()}>
              SAVE STATS
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
