import styles from './clubs.module.css';

/** Spec §2 leaderboard cards' empty hints; the cards fill in once events record stats. */
export const leaderboardCards = [
  {
    id: 'goals',
    title: 'Goals',
    empty: 'Grab the crown! Start tracking stats to take your spot on the team leaderboards.',
  },
  {
    id: 'assists',
    title: 'Assists',
    empty: 'Start tracking stats to take your spot on the team leaderboards.',
  },
  { id: 'potm', title: 'POTM', empty: 'Start tracking stats to take your spot on the team leaderboards.' },
  {
    id: 'games',
    title: 'Games played',
    empty: 'Go on a hot streak! Games played will be automatically be tracked here.',
  },
] as const;

export function LeaderboardTab() {
  return (
    <div className={styles.leaderboard}>
      {leaderboardCards.map((card) => (
        <section key={card.id} className={styles.leaderCard} aria-labelledby={`leader-${card.id}`}>
          <h3 id={`leader-${card.id}`} className={styles.leaderTitle}>
            {card.title}
          </h3>
          <p className={styles.muted}>{card.empty}</p>
        </section>
      ))}
    </div>
  );
}
