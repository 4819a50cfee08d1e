import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import dialogStyles from '../../ui/dialog/dialog.module.css';
import { carouselNeighbours, profileCarouselAtom } from './carousel-atoms';
import styles from './player-profile.module.css';
import { ProfileSkeleton } from './profile-frame';
import { playerParam, useClosePlayerProfile } from './use-player-profile';

// The card brings its forms (report, edit profile) and their validation: loaded when first opened.
const PlayerProfileCard = lazy(() =>
  import('./player-profile-card').then((module) => ({ default: module.PlayerProfileCard })),
);

/**
 * Shows the card of `?player=<memberId>` over whatever page is open (mounted once, in the layout).
 * Its own dialog, not the general modal, so the modals its menu opens (report, block, edit profile)
 * stack above it and closing them lands back on the card.
 */
export function PlayerProfileHost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = searchParams.get(playerParam);
  const carousel = useAtomValue(profileCarouselAtom);
  const neighbours = carouselNeighbours(carousel, memberId);
  const swipeStart = useRef<number | null>(null);
  const show = (next: string | null | undefined) => {
    if (!next) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(playerParam, next);
        return params;
      },
      { replace: true },
    );
  };
  const close = useClosePlayerProfile();
  // The last card stays rendered while the dialog fades out.
  const [shownId, setShownId] = useState(memberId);
  if (memberId !== null && memberId !== shownId) setShownId(memberId);
  const returnFocus = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    // Before the dialog takes focus: remember what had it, to give it back on close.
    if (memberId !== null && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
  }, [memberId]);

  return (
    <Dialog.Root open={memberId !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={classNames(dialogStyles.fades, styles.dialog)}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
        >
          {/* The carousel (spec §2): prev and next through the list the card was opened from, or a swipe. */}
          <div
            onPointerDown={(event) => {
              swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
            }}
            onPointerUp={(event) => {
              if (swipeStart.current === null || !neighbours) return;
              const dx = event.clientX - swipeStart.current;
              swipeStart.current = null;
              if (dx < -60) show(neighbours.next);
              else if (dx > 60) show(neighbours.previous);
            }}
          >
            {shownId !== null && (
              <Suspense fallback={<ProfileSkeleton />}>
                <PlayerProfileCard key={shownId} memberId={shownId} />
              </Suspense>
            )}
          </div>
          {neighbours && (
            <nav className={styles.carousel} aria-label="Players">
              <button
                type="button"
                className={styles.carouselButton}
                disabled={!neighbours.previous}
                onClick={() => show(neighbours.previous)}
              >
                <span aria-hidden="true">‹</span> Previous player
              </button>
              <span className={styles.carouselPosition}>
                {neighbours.position} / {neighbours.total}
              </span>
              <button
                type="button"
                className={styles.carouselButton}
                disabled={!neighbours.next}
                onClick={() => show(neighbours.next)}
              >
                Next player <span aria-hidden="true">›</span>
              </button>
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
