import { atom } from 'jotai';

/** Where a card was opened from: its list decides the carousel and the club actions on the card. */
export type ProfileSource = { kind: 'team'; teamId: string } | { kind: 'pickupGroup'; groupId: string };

export interface ProfileCarousel {
  /** The list's member ids in the order it shows them: prev and next walk it. */
  memberIds: readonly string[];
  source: ProfileSource;
}

/** Set by a roster or member list when it opens a card; cleared by nothing (a stale list is harmless). */
export const profileCarouselAtom = atom<ProfileCarousel | null>(null);

/** The previous and next member of `memberId` in the carousel, if it is part of it. */
export function carouselNeighbours(
  carousel: ProfileCarousel | null,
  memberId: string | null,
): { previous: string | null; next: string | null; position: number; total: number } | null {
  if (!carousel || memberId === null) return null;
  const index = carousel.memberIds.indexOf(memberId);
  if (index === -1 || carousel.memberIds.length < 2) return null;
  return {
    previous: carousel.memberIds[index - 1] ?? null,
    next: carousel.memberIds[index + 1] ?? null,
    position: index + 1,
    total: carousel.memberIds.length,
  };
}
