// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayoffBracketDto, PlayoffMatchDto } from '../../../../../src/contracts/leagues/index.ts';
import { PlayoffBracket } from './playoff-bracket';
import { penaltiesNote, sideLabel } from './playoff-format';

afterEach(cleanup);

const team = (n: number) => ({
  id: `5a1c0000-0000-4000-8000-0000000f000${n}`,
  name: `Team ${n}`,
  abbreviation: `T${n}`,
  logo: null,
});
const match = (overrides: Partial<PlayoffMatchDto>): PlayoffMatchDto => ({
  round: 1,
  position: 0,
  home: { seed: null, team: null },
  away: { seed: null, team: null },
  bye: false,
  gameId: null,
  startsAt: '2027-06-02T00:00:00.000Z',
  venue: 'North field',
  homeScore: null,
  awayScore: null,
  shootoutWinnerTeamId: null,
  winnerTeamId: null,
  ...overrides,
});

const bracket: PlayoffBracketDto = {
  leagueId: '5a1c0000-0000-4000-8000-00000000a001',
  stageId: '5a1c0000-0000-4000-8000-00000000d002',
  size: 4,
  ianaTimezone: 'America/Chicago',
  seasonEnded: true,
  rounds: [
    {
      round: 1,
      name: 'Semi-final',
      matches: [
        match({
          home: { seed: 1, team: team(1) },
          away: { seed: 4, team: team(4) },
          gameId: '5a1c0000-0000-4000-8000-00000000c101',
          homeScore: 1,
          awayScore: 1,
          shootoutWinnerTeamId: team(4).id,
          winnerTeamId: team(4).id,
        }),
        match({ position: 1, home: { seed: 2, team: team(2) }, away: { seed: 3, team: team(3) } }),
      ],
    },
    {
      round: 2,
      name: 'Final',
      matches: [match({ round: 2, home: { seed: 4, team: team(4) } })],
    },
  ],
  champion: null,
};

describe('the playoff bracket', () => {
  it('shows each round by name, the seeds, the scores and who went through on penalties', () => {
    render(
      <MemoryRouter>
        <PlayoffBracket bracket={bracket} linkGames />
      </MemoryRouter>,
    );
    const rounds = within(screen.getByRole('list', { name: 'Playoff bracket' }));
    expect(rounds.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Semi-final', 'Final']);
    expect(screen.getByText('Team 4 won on penalties')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Team 1.*Team 4/ }).getAttribute('href')).toBe(
      '/league-event/5a1c0000-0000-4000-8000-00000000c101',
    );
    expect(screen.getByText('Winner of Semi-final 2')).toBeTruthy();
    expect(screen.queryByText('Champion')).toBeNull();
  });

  it('names the champion once the final is won', () => {
    render(
      <MemoryRouter>
        <PlayoffBracket bracket={{ ...bracket, champion: team(2) }} linkGames={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('ChampionTeam 2');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('labels a bye and a side still waiting for its winner', () => {
    const bye = match({ bye: true, home: { seed: 1, team: team(1) } });
    expect(sideLabel(bye, 'away', undefined)).toBe('Bye');
    expect(sideLabel(match({ round: 2, position: 0 }), 'away', 'Quarter-final')).toBe(
      'Winner of Quarter-final 2',
    );
    expect(penaltiesNote(null, [team(1), team(2)])).toBeNull();
  });
});
