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

const columns = [
  ['P', 'Played'],
  ['W', 'Won'],
  ['D', 'Drawn'],
  ['L', 'Lost'],
  ['GF', 'Goals for'],
  ['GA', 'Goals against'],
  ['GD', 'Goal difference'],
  ['Pts', 'Points'],
] as const;

/**
 * The league table: P W D L GF GA GD Pts; teams level on everything share a position ('='), and the
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
      <div className={styles.standings}>
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
                {columns.map(([short, long]) => (
                  <th key={short} scope="col" className={styles.numCell}>
                    <abbr title={long}>{short}</abbr>
                  </th>
                ))}
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
                  <td className={styles.numCell}>{row.played}</td>
                  <td className={styles.numCell}>{row.wins}</td>
                  <td className={styles.numCell}>{row.draws}</td>
                  <td className={styles.numCell}>{row.losses}</td>
                  <td className={styles.numCell}>{row.goalsFor}</td>
                  <td className={styles.numCell}>{row.goalsAgainst}</td>
                  <td className={styles.numCell}>{signed(row.goalDifference)}</td>
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
