import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import styles from './button.module.css';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'ghost'
  | 'inverse'
  | 'outlineInverse'
  | 'danger'
  | 'link';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  block = false,
}: ButtonLook = {}): string {
  return classNames(styles.button, styles[variant], size === 'small' && styles.small, block && styles.block);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Work in progress: shows `busyLabel` with a spinner and ignores clicks (and Enter in a form). */
    busy?: boolean;
    busyLabel?: string;
  };

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy = false,
  busyLabel,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(buttonClassName({ variant, size, block }), className)}
      // Not `disabled`: focus stays on the button while it works, and screen readers hear it is busy.
      aria-disabled={busy || ariaDisabled || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A form's implicit submission (Enter in a field) clicks its submit button too.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={classNames(buttonClassName({ variant, size, block }), className)} {...props} />;
}
