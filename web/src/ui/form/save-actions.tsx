import blocks from '../blocks/blocks.module.css';
import { Button } from '../button/button';

export interface SaveActionsProps {
  /** Editing an existing thing: SAVE CHANGES, enabled once something changed. */
  editing: boolean;
  busy: boolean;
  dirty: boolean;
  /** The submit button's label when creating. */
  createLabel: string;
  /** A danger link under the button while editing (DELETE EVENT, DEACTIVATE TEAM…). */
  danger?: { label: string; onClick: () => void } | undefined;
}

/** A create / edit form's foot: its submit button and, when editing, an optional danger link. */
export function SaveActions({ editing, busy, dirty, createLabel, danger }: SaveActionsProps) {
  return (
    <div className={blocks.formActions}>
      <Button
        type="submit"
        block
        busy={busy}
        busyLabel={editing ? 'SAVING…' : 'CREATING…'}
        disabled={editing && !dirty}
      >
        {editing ? 'SAVE CHANGES' : createLabel}
      </Button>
      {danger && (
        <Button variant="link" className={blocks.dangerLink} onClick={danger.onClick}>
          {danger.label}
        </Button>
      )}
    </div>
  );
}
