import { LockMode } from '@mikro-orm/core';
import type { CalendarLinkDto } from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { calendarToken, hashCalendarToken } from '../../domain/calendar-token.ts';
import { createCalendarFeedOnce } from '../../infrastructure/calendar.store.ts';
import { CalendarFeedEntity } from '../../infrastructure/calendar-feed.entity.ts';
import type { EventsDeps } from '../events-deps.ts';

export interface CalendarLinkSettings {
  /** The key calendar tokens are derived with (calendarTokenKey). */
  key: Buffer;
  /** The app's public origin, e.g. `https://playfield.app`. */
  publicUrl: string;
}

function linkOf(settings: CalendarLinkSettings, memberId: string, generation: number): CalendarLinkDto {
  const url = `${settings.publicUrl}/api/calendar/${calendarToken(settings.key, memberId, generation)}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The member's calendar URL; the feed is created the first time it is asked for. */
export async function getCalendarLink(
  deps: EventsDeps,
  settings: CalendarLinkSettings,
  actor: AuthenticatedMember,
): Promise<CalendarLinkDto> {
  const feed = await deps.em.findOne(CalendarFeedEntity, { memberId: actor.memberId });
  if (feed) return linkOf(settings, actor.memberId, feed.generation);
  const now = deps.clock.now();
  // Two first visits at once both insert generation 1: the same row, so one insert is enough.
  await createCalendarFeedOnce(deps.em, {
    memberId: actor.memberId,
    tokenHash: hashCalendarToken(calendarToken(settings.key, actor.memberId, 1)),
    now,
  });
  return linkOf(settings, actor.memberId, 1);
}

/** A new URL for the member's feed; the old one stops working at once. */
export async function regenerateCalendarLink(
  deps: EventsDeps,
  settings: CalendarLinkSettings,
  actor: AuthenticatedMember,
): Promise<CalendarLinkDto> {
  await getCalendarLink(deps, settings, actor);
  const generation = await deps.em.transactional(async (tx) => {
    // Locked: two regenerations at once give two generations, each with its own hash.
    const feed = await tx.findOneOrFail(
      CalendarFeedEntity,
      { memberId: actor.memberId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    feed.generation += 1;
    feed.tokenHash = hashCalendarToken(calendarToken(settings.key, actor.memberId, feed.generation));
    feed.updatedAt = deps.clock.now();
    recordEvent(tx, 'events.calendar-link-regenerated', { memberId: actor.memberId });
    return feed.generation;
  });
  return linkOf(settings, actor.memberId, generation);
}
