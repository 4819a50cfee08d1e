import { PASSWORD_SPECIALS, SIGN_UP_PASSWORD_MIN } from '../../../../src/contracts/identity/member-rules.ts';
import { classNames } from '../../lib/class-names';
import styles from './password-checklist.module.css';

const specials = new Set(PASSWORD_SPECIALS);

/** The sign-up and set-password policy (spec §5), one line per rule, as the user types. */
export const passwordRules = [
  {
    id: 'length',
    label: `At least ${SIGN_UP_PASSWORD_MIN} characters`,
    met: (value: string) => value.length >= SIGN_UP_PASSWORD_MIN,
  },
  { id: 'uppercase', label: 'One uppercase letter', met: (value: string) => /[A-Z]/.test(value) },
  { id: 'lowercase', label: 'One lowercase letter', met: (value: string) => /[a-z]/.test(value) },
  { id: 'number', label: 'One number', met: (value: string) => /\d/.test(value) },
  {
    id: 'special',
    label: `One special character (${[...PASSWORD_SPECIALS].join(' ')})`,
    met: (value: string) => [...value].some((char) => specials.has(char)),
  },
] as const;

export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  return (
    <ul id={id} className={styles.list} aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = rule.met(value);
        return (
          <li key={rule.id} className={classNames(styles.rule, met && styles.met)} data-met={met}>
            <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {met ? (
                <path
                  d="m3.5 8.5 3 3 6-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              )}
            </svg>
            <span>{rule.label}</span>
            <span className="visually-hidden">{met ? ' (done)' : ' (to do)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
