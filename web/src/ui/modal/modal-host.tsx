import { classNames } from '../../lib/class-names';
import { DialogHost } from '../dialog/dialog-host';
import styles from './modal.module.css';
import { modalAtom } from './modal-atoms';

/** Renders whatever `useModal().openModal` put in the modal atom. Mounted once, in the layout. */
export function ModalHost() {
  return (
    <DialogHost
      dialog={modalAtom}
      fades
      surfaceClassName={(options) =>
        classNames(
          styles.content,
          options.fullWidth && styles.fullWidth,
          options.fullHeight && styles.fullHeight,
          options.fullScreen && styles.fullScreen,
        )
      }
    />
  );
}
