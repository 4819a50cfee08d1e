import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outlineInverse';

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

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(buttonClassName({ variant, size, block }), className)}
      {...props}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={classNames(buttonClassName({ variant, size, block }), className)} {...props} />;
}
