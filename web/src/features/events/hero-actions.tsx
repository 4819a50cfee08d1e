import { Button } from '../../ui/button/button';
import styles from './styles';

interface HeroAction {
  label: string;
  onClick: () => void;
}

/** A game page's organizer buttons on its hero: edit it, then end it (delete the event, cancel the game). */
export function HeroActions({ edit, end }: { edit: HeroAction; end: HeroAction }) {
  return (
    <div className={styles.heroActions}>
      <Button size="small" variant="inverse" onClick={edit.onClick}>
        {edit.label}
      </Button>
      <Button size="small" variant="outlineInverse" onClick={end.onClick}>
        {end.label}
      </Button>
    </div>
  );
}
