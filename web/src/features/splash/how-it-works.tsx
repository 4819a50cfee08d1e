import { Button } from '../../ui/button/button';
import { useModal } from '../../ui/modal/use-modal';
import styles from './how-it-works.module.css';

const steps = [
  {
    title: 'Teams',
    text: 'A captain creates the team and invites players by e-mail or a shareable link. Every game gets an RSVP (yes, no or maybe), so you know before kickoff whether you have enough players. After the final whistle, enter the score, vote for the MVP and watch goals and assists add up on each profile.',
  },
  {
    title: 'Pickup groups',
    text: 'Drop-in soccer without the group text. Admins post sessions, players register for a spot, and when a session is full the waitlist takes over: a player who drops out frees the spot for the next in line.',
  },
  {
    title: 'Leagues',
    text: 'Organizers publish schedules, standings and leaderboards. Both teams report the score, and when their reports agree the result is confirmed. Free agents and teams looking for players find each other in the marketplace.',
  },
] as const;

/** Content of the splash page's "How it works" modal. */
export function HowItWorks() {
  const { closeModal } = useModal();
  return (
    <div className={styles.content}>
      <p className={styles.intro}>
        Playfield takes care of the admin side of recreational soccer, so the only thing left to organize is
        the game.
      </p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button onClick={closeModal}>GOT IT</Button>
      </div>
    </div>
  );
}
