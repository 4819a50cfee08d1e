import type { EventDto, MemberEventsFilter } from '../../../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';

export type ScheduleItem = { kind: 'team'; event: EventDto } | { kind: 'league'; event: LeagueEventDto };

interface Loaded<Item> {
  items: readonly Item[];
  /** The last page loaded says there is another. */
  hasNext: boolean;
}

const timeOf = (item: ScheduleItem) =>
  item.event.dateAndTime ? new Date(item.event.dateAndTime).getTime() : Number.POSITIVE_INFINITY;

/**
 * The schedule's one list from its two paged sources (team events, league games), soonest first for
 * upcoming and latest first for past. A game beyond the last loaded one of a source that has more is held
 * back until that source's next page is in, so LOAD MORE never slips a game in above what is shown.
 */
export function mergeSchedule(
  filter: MemberEventsFilter,
  team: Loaded<EventDto>,
  league: Loaded<LeagueEventDto>,
): { items: ScheduleItem[]; hasNext: boolean } {
  const sign = filter === 'past' ? -1 : 1;
  const order = (a: ScheduleItem, b: ScheduleItem) => sign * (timeOf(a) - timeOf(b));
  const teamItems: ScheduleItem[] = team.items.map((event) => ({ kind: 'team', event }));
  const leagueItems: ScheduleItem[] = league.items.map((event) => ({ kind: 'league', event }));
  const bounds = [
    team.hasNext ? teamItems.at(-1) : undefined,
    league.hasNext ? leagueItems.at(-1) : undefined,
  ].filter((item): item is ScheduleItem => item !== undefined);
  const bound = bounds.sort(order)[0];
  const items = [...teamItems, ...leagueItems]
    .sort(order)
    .filter((item) => !bound || order(item, bound) <= 0);
  return { items, hasNext: team.hasNext || league.hasNext };
}
