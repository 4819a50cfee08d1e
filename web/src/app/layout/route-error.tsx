import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { genericErrorMessage } from '../../api/envelope';
import { Button, ButtonLink } from '../../ui/button/button';
import styles from './route-error.module.css';

/**
 * Shown when a page throws or its code cannot be loaded (typically a chunk from an older deploy):
 * a reload fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className={styles.page}>
      <h1>{genericErrorMessage}</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>RELOAD</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          GO TO HOME
        </ButtonLink>
      </div>
    </main>
  );
}
