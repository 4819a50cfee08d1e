import { classNames } from '../../lib/class-names';
import { DialogHost } from '../dialog/dialog-host';
import styles from './drawer.module.css';
import { drawerAtom } from './drawer-atoms';

/** The drawer modal: the same accessible dialog as the general modal, docked to an edge. */
export function DrawerHost() {
  return (
    <DialogHost
      dialog={drawerAtom}
      surfaceClassName={({ side = 'right' }) =>
        classNames(styles.drawer, side === 'left' ? styles.left : styles.right)
      }
      top={<div aria-hidden="true" className={styles.handle} />}
    />
  );
}
