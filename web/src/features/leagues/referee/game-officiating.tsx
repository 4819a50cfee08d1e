import { useState } from 'react';
import type { LeagueEventDto, LeagueEventRostersDto } from '../../../../../src/contracts/leagues/index.ts';
import {
  CARD_KINDS,
  CARD_LABELS,
  type CardKind,
  type GameCardDto,
  MATCH_REPORT_MAX,
  REFEREE_MESSAGES,
  type RecordCardInput,
} from '../../../../../src/contracts/leagues/referees.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { LoadError } from '../league-page';
import leagueStyles from '../leagues.module.css';
import { CardSwatch } from './card-swatch';
import styles from './referee.module.css';
import { refereeKeys, useGameCards, useMatchReport, useOfficiatingRoom } from './use-referee';

/**
 * The league game page's referee panel: the game's cards for everyone; for the game's referee and the
 * coordinators, recording and removing cards (players from both rosters) and the match report.
 */
export function GameOfficiating({
  event,
  rosters,
}: {
  event: LeagueEventDto;
  rosters: LeagueEventRostersDto | undefined;
}) {
  const { data, error, mutate } = useGameCards(event.id);
  useOfficiatingRoom(event.leagueId, event.id);
  const canRecord = data?.canRecord === true;
  const teamName = (teamId: string) =>
    teamId === event.homeTeam.id ? event.homeTeam.name : event.awayTeam.name;
  return (
    <>
      <section className={leagueStyles.card} aria-labelledby="league-cards">
        <h2 id="league-cards" className={leagueStyles.cardTitle}>
          Cards
        </h2>
        {error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !data ? (
          <ListSkeleton rows={2} />
        ) : (
          <CardList
            cards={data.cards}
            teamName={teamName}
            onRemove={canRecord ? (card) => removeCard(event.id, card).then(() => mutate()) : undefined}
          />
        )}
        {canRecord &&
          event.status !== 'canceled' &&
          (event.hasStarted ? (
            <RecordCardForm event={event} rosters={rosters} onRecorded={() => void mutate()} />
          ) : (
            <p className={leagueStyles.muted}>{REFEREE_MESSAGES.notStarted}</p>
          ))}
      </section>
      {canRecord && <MatchReport eventId={event.id} />}
    </>
  );
}

function removeCard(eventId: string, card: GameCardDto) {
  return api.delete(refereeKeys.card(eventId, card.id));
}

function CardList({
  cards,
  teamName,
  onRemove,
}: {
  cards: readonly GameCardDto[];
  teamName: (teamId: string) => string;
  onRemove?: (card: GameCardDto) => Promise<unknown>;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  if (cards.length === 0) return <p className={leagueStyles.muted}>{REFEREE_MESSAGES.noCards}</p>;
  return (
    <ul className={styles.cards} aria-label="Cards shown">
      {cards.map((card) => (
        <li key={card.id} className={styles.cardRow}>
          <CardSwatch kind={card.kind} />
          <span className={styles.cardName}>
            {card.firstName} {card.lastName}
            <span className={leagueStyles.muted}>
              {' '}
              · {teamName(card.teamId)}
              {card.minute !== null && ` · ${card.minute}′`}
            </span>
          </span>
          {onRemove && (
            <Button
              size="small"
              variant="ghost"
              busy={busy === card.id}
              busyLabel="REMOVING…"
              aria-label={`REMOVE ${CARD_LABELS[card.kind]} of ${card.firstName} ${card.lastName}`}
              onClick={async () => {
                setBusy(card.id);
                try {
                  await onRemove(card);
                  toast.success(REFEREE_MESSAGES.cardRemoved);
                } catch (caught) {
                  toast.error(firstServerError(caught) ?? genericErrorMessage);
                } finally {
                  setBusy(null);
                }
              }}
            >
              REMOVE
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the player picker says before a choice: while loading, when nobody can be carded, or the prompt. */
function playerPrompt(rosters: LeagueEventRostersDto | undefined, choices: number): string {
  if (!rosters) return 'Loading the rosters…';
  return choices === 0 ? 'No one is on either season roster' : 'Choose a player';
}

/** Picks a player from either team's roster (the value is `teamId:memberId`), a card and the minute. */
function RecordCardForm({
  event,
  rosters,
  onRecorded,
}: {
  event: LeagueEventDto;
  rosters: LeagueEventRostersDto | undefined;
  onRecorded: () => void;
}) {
  const toast = useToast();
  const [player, setPlayer] = useState('');
  const [minute, setMinute] = useState('');
  const [busy, setBusy] = useState<CardKind | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Only the season roster and the game's subs can be carded (the server says 400 to anyone else), so
  // the club members left off the season roster are not offered.
  const options = (rosters?.teams ?? []).flatMap((team) =>
    [...team.attendees, ...team.nonAttendees]
      .filter((person) => person.onSeasonRoster || person.isSub)
      .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))
      .map((person) => ({
        value: `${team.teamId}:${person.memberId}`,
        label: `${person.shirtNumber ? `#${person.shirtNumber} ` : ''}${person.firstName} ${person.lastName} (${team.teamName}${person.isSub ? ', sub' : ''})`,
      })),
  );
  const record = async (kind: CardKind) => {
    setFormError(null);
    const [teamId, memberId] = player.split(':');
    if (!teamId || !memberId) {
      setFormError('Choose a player');
      return;
    }
    const trimmed = minute.trim();
    if (trimmed !== '' && !/^\d{1,3}$/.test(trimmed)) {
      setFormError('Minute must be a whole number from 0 to 150');
      return;
    }
    const body: RecordCardInput = { teamId, memberId, kind, minute: trimmed === '' ? null : Number(trimmed) };
    setBusy(kind);
    try {
      await api.post(refereeKeys.cards(event.id), body);
      toast.success(REFEREE_MESSAGES.cardRecorded);
      setPlayer('');
      setMinute('');
      onRecorded();
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(null);
    }
  };
  return (
    <form
      className={leagueStyles.form}
      aria-label="Record a card"
      noValidate
      onSubmit={(submitted) => submitted.preventDefault()}
    >
      <div className={leagueStyles.grid2}>
        <SelectField
          label="Player"
          placeholder={playerPrompt(rosters, options.length)}
          options={options}
          value={player}
          onChange={(changed) => setPlayer(changed.target.value)}
        />
        <TextField
          label="Minute (optional)"
          inputMode="numeric"
          value={minute}
          onChange={(changed) => setMinute(changed.target.value)}
        />
      </div>
      <div className={styles.kinds}>
        {CARD_KINDS.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant={kind === 'RED_CARD' ? 'danger' : 'secondary'}
            busy={busy === kind}
            busyLabel="SAVING…"
            disabled={busy !== null}
            onClick={() => void record(kind)}
          >
            {kind === 'RED_CARD' ? 'RED CARD' : 'YELLOW CARD'}
          </Button>
        ))}
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}

/** The referee's report of the game: for the league's officials only, written and rewritten whole. */
function MatchReport({ eventId }: { eventId: string }) {
  const { data, error, mutate } = useMatchReport(eventId, true);
  const toast = useToast();
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const value = text ?? data?.text ?? '';
  const save = async () => {
    setFormError(null);
    if (value.trim() === '') {
      setFormError('This field is required');
      return;
    }
    setBusy(true);
    try {
      await api.put(refereeKeys.matchReport(eventId), { text: value });
      toast.success(REFEREE_MESSAGES.reportSaved);
      setText(null);
      await mutate();
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={leagueStyles.card} aria-labelledby="league-match-report">
      <h2 id="league-match-report" className={leagueStyles.cardTitle}>
        Match report
      </h2>
      <p className={leagueStyles.muted}>For the league’s officials: the teams do not see it.</p>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : data === undefined ? (
        <ListSkeleton rows={1} />
      ) : (
        <form
          className={leagueStyles.form}
          aria-label="Match report"
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            void save();
          }}
        >
          <TextAreaField
            label="Report"
            rows={4}
            maxLength={MATCH_REPORT_MAX}
            value={value}
            error={formError ?? undefined}
            onChange={(changed) => setText(changed.target.value)}
          />
          {data && (
            <p className={leagueStyles.muted}>
              Saved{data.author ? ` by ${data.author.firstName} ${data.author.lastName}` : ''}.
            </p>
          )}
          <div>
            <Button type="submit" size="small" busy={busy} busyLabel="SAVING…">
              SAVE REPORT
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
