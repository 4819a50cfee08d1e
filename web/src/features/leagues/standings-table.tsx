import type { StandingRowDto } from '../../../../src/contracts/leagues/league.ts';
import { classNames } from '../../lib/class-names';
import styles from './leagues.module.css';

/** The position cell: a shared position reads '=' after its first row (3, =, 5), with its number for screen readers. */
export function positionLabel(rows: readonly StandingRowDto[], index: number): string {
  const row = rows[index];
  if (!row) return '';
  const previous = rows[index - 1];
  return row.shared && previous?.shared && previous.position === row.position ? '=' : String(row.position);
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

type Column = {
  short: string;
  long: string;
  value: (row: StandingRowDto) => string | number;
  /** Which columns give way when the table's box is narrow (see the stylesheet): never P, GD, Pts. */
  priority?: 'secondary' | 'tertiary';
};

const columns: readonly Column[] = [
  { short: 'P', long: 'Played', value: (row) => row.played },
  { short: 'W', long: 'Won', value: (row) => row.wins, priority: 'tertiary' },
  { short: 'D', long: 'Drawn', value: (row) => row.draws, priority: 'tertiary' },
  { short: 'L', long: 'Lost', value: (row) => row.losses, priority: 'tertiary' },
  { short: 'GF', long: 'Goals for', value: (row) => row.goalsFor, priority: 'secondary' },
  { short: 'GA', long: 'Goals against', value: (row) => row.goalsAgainst, priority: 'secondary' },
  { short: 'GD', long: 'Goal difference', value: (row) => signed(row.goalDifference) },
];

const cellClass = (column: Column) =>
  classNames(
    styles.numCell,
    column.priority === 'secondary' && styles.secondary,
    column.priority === 'tertiary' && styles.tertiary,
  );

/**
 * The league table: P W D L GF GA GD Pts (on a narrow box P GD Pts, see Column.priority); teams level on everything share a position ('='), and the
 * organizer's point adjustments are listed beside the table with their reasons.
 */
export function StandingsTable({
  rows,
  caption = 'Standings',
}: {
  rows: readonly StandingRowDto[];
  caption?: string;
}) {
  const adjusted = rows.filter((row) => row.adjustment !== 0 || row.adjustmentReasons.length > 0);
  return (
    <div className={styles.standingsWrap}>
      <div className={classNames(styles.standings, adjusted.length > 0 && styles.withAdjustments)}>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.posCell}>
                  <abbr title="Position">#</abbr>
                </th>
                <th scope="col" className={styles.teamCell}>
                  Team
                </th>
                {columns.map((column) => (
                  <th key={column.short} scope="col" className={cellClass(column)}>
                    <abbr title={column.long}>{column.short}</abbr>
                  </th>
                ))}
                <th scope="col" className={styles.numCell}>
                  <abbr title="Points">Pts</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.teamId}>
                  <td className={styles.posCell}>
                    <span aria-hidden="true">{positionLabel(rows, index)}</span>
                    <span className="visually-hidden">
                      {row.shared ? `Shared ${row.position}` : String(row.position)}
                    </span>
                  </td>
                  <th scope="row" className={styles.teamCell}>
                    {row.teamName}
                  </th>
                  {columns.map((column) => (
                    <td key={column.short} className={cellClass(column)}>
                      {column.value(row)}
                    </td>
                  ))}
                  <td className={classNames(styles.numCell, styles.points)}>
                    {row.points}
                    {row.adjustment !== 0 && (
                      <sup className={styles.adjustMark} title="Includes a point adjustment">
                        *
                      </sup>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {adjusted.length > 0 && (
          <aside className={styles.adjustments} aria-labelledby="standings-adjustments">
            <h3 id="standings-adjustments" className={styles.sideTitle}>
              Point adjustments
            </h3>
            <ul className={styles.plainList}>
              {adjusted.map((row) => (
                <li key={row.teamId}>
                  <strong>{row.teamName}</strong> {signed(row.adjustment)}{' '}
                  {Math.abs(row.adjustment) === 1 ? 'point' : 'points'}
                  {row.adjustmentReasons.length > 0 && <>: {row.adjustmentReasons.join('; ')}</>}
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
