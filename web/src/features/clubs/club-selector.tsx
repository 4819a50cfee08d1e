import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { lastClubPathAtom } from '../../app/club-path';
import { authenticatedAtom } from '../../app/session';
import { classNames } from '../../lib/class-names';
import { Avatar } from '../../ui/avatar/avatar';
import styles from './club-selector.module.css';
import { clubEntries, clubTriggerText } from './club-selector-rules';
import { useOpenClubForms } from './open-club-forms';
import { useMemberTeams } from './use-clubs';

/**
 * Spec §2 club selector: the member's teams and pickup groups with their logo or badge and a tag,
 * each a link that is remembered as the previous team path, and CREATE TEAM / CREATE PICKUP GROUP.
 * A disclosure of links (not an ARIA menu): its entries navigate.
 */
export function ClubSelector() {
  const authenticated = useAtomValue(authenticatedAtom);
  const [lastClubPath, setLastClubPath] = useAtom(lastClubPathAtom);
  const { data: clubs } = useMemberTeams();
  const { openCreateTeam, openCreateGroup } = useOpenClubForms();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  if (!authenticated) return null;
  const entries = clubEntries(clubs);
  const text = clubTriggerText(clubs, lastClubPath);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the disclosure closes it.
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`Clubs: ${text}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={styles.triggerText}>{text}</span>
        <span aria-hidden="true" className={classNames(styles.caret, open && styles.caretOpen)} />
      </button>
      {open && (
        <div id={listId} className={styles.popover}>
          {entries.length > 0 && (
            <ul className={styles.list} aria-label="Your clubs">
              {entries.map((entry) => (
                <li key={`${entry.kind}:${entry.id}`}>
                  <Link
                    to={entry.path}
                    className={classNames(styles.entry, entry.path === lastClubPath && styles.current)}
                    aria-current={entry.path === lastClubPath ? 'page' : undefined}
                    onClick={() => {
                      setLastClubPath(entry.path);
                      setOpen(false);
                    }}
                  >
                    <Avatar src={entry.image} size={32} className={styles.logo} />
                    <span className={styles.entryName}>{entry.name}</span>
                    <span className={classNames(styles.tag, entry.kind === 'pickupGroup' && styles.groupTag)}>
                      {entry.tag}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                setOpen(false);
                openCreateTeam();
              }}
            >
              CREATE TEAM
            </button>
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                setOpen(false);
                openCreateGroup();
              }}
            >
              CREATE PICKUP GROUP
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
