import { Button } from '../button/button';
import { FormAlert } from '../form/field';
import blocks from './blocks.module.css';

/** What a list or card shows when its data did not load: the message, and TRY AGAIN to load it again. */
export function RetryBlock({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={blocks.stateBlock}>
      <FormAlert>{message}</FormAlert>
      <Button variant="secondary" size="small" onClick={onRetry}>
        TRY AGAIN
      </Button>
    </div>
  );
}
