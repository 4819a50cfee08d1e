// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rowFixture } from './league-fixtures';
import { positionLabel, StandingsTable } from './standings-table';

afterEach(cleanup);

const rows = [
  rowFixture('Red Lions', { position: 1, points: 9, wins: 3, losses: 0 }),
  rowFixture('Blue Herons', { position: 2, shared: true, points: 6, goalDifference: 0 }),
  rowFixture('Green Geckos', { position: 2, shared: true, points: 6, goalDifference: 0 }),
  rowFixture('Gold Eagles', {
    position: 4,
    points: 1,
    goalDifference: -4,
    adjustment: -3,
    adjustmentReasons: ['Fielded an unregistered player'],
  }),
];

describe('the standings table', () => {
  it('has the columns P W D L GF GA GD Pts', () => {
    render(<StandingsTable rows={rows} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['#', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
  });

  it("shows a shared position as '=' after its first row, and says it to screen readers", () => {
    render(<StandingsTable rows={rows} />);
    const body = screen.getAllByRole('row').slice(1);
    const positions = body.map((row) => row.querySelector('td [aria-hidden="true"]')?.textContent);
    expect(positions).toEqual(['1', '2', '=', '4']);
    expect(within(body[2]!).getByText('Shared 2')).toBeTruthy();
    expect(positionLabel(rows, 1)).toBe('2');
    expect(positionLabel(rows, 2)).toBe('=');
  });

  it('signs the goal difference and lists the point adjustments with their reasons beside the table', () => {
    render(<StandingsTable rows={rows} />);
    expect(screen.getByRole('row', { name: /Red Lions/ }).textContent).toContain('+3');
    const adjustments = screen.getByRole('complementary', { name: 'Point adjustments' });
    expect(adjustments.textContent).toContain('Gold Eagles -3 points: Fielded an unregistered player');
  });

  it('shows no adjustments block when there are none', () => {
    render(<StandingsTable rows={rows.slice(0, 3)} />);
    expect(screen.queryByRole('complementary', { name: 'Point adjustments' })).toBeNull();
  });
});
