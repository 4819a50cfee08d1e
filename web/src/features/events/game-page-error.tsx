import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import styles from './styles';

/**
 * A team event's or a pickup game's page that did not load: `message`, then `away` (a link off the
 * page) when trying again cannot help, else TRY AGAIN. `heading` names the page for screen readers.
 */
export function GamePageError({
  heading,
  message,
  away,
  onRetry,
}: {
  heading: string;
  message: string;
  away: { to: string; label: string } | undefined;
  onRetry: () => void;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.stateBlock}>
        <h1 className="visually-hidden">{heading}</h1>
        <FormAlert>{message}</FormAlert>
        {away ? (
          <ButtonLink to={away.to} variant="secondary" size="small">
            {away.label}
          </ButtonLink>
        ) : (
          <Button variant="secondary" size="small" onClick={onRetry}>
            TRY AGAIN
          </Button>
        )}
      </div>
    </div>
  );
}
