import { type ComponentType, startTransition, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button/button';
import { PasswordField, TextField } from '../../ui/form/field';
import styles from './auth.module.css';
import type { LoginDraft, LoginFormProps } from './login-form';
import { loginEmailId, loginPasswordId } from './login-ids';

const loadLoginForm = () => import('./login-form').then((module) => module.LoginForm);

/**
 * The splash page's login form. What the splash paints first is this preview: the form's look and
 * real inputs that take typing, without its code (react-hook-form, zod, the sign-in calls), which would
 * cost a phone on a slow network a third more JavaScript before the page works. The first sign that
 * someone means to log in (a pointer over the form, a touch, focus in a field, the LOG IN button)
 * loads the real form; it takes over what was typed and the field that had focus.
 */
export function DeferredLoginForm() {
  const [LoginForm, setLoginForm] = useState<ComponentType<LoginFormProps> | null>(null);
  const requested = useRef(false);
  const submitted = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const draft = useRef<LoginDraft>({});
  // React detaches this ref in the commit that removes the preview, before the real form's layout
  // effects run: the inputs still hold what was typed and the focus, whatever happened before.
  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (form) formElement.current = form;
    else if (formElement.current) draft.current = readDraft(formElement.current, submitted.current);
  }, []);
  const takeOver = useCallback(() => draft.current, []);

  const want = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    // A transition: should the real form suspend, the preview stays on screen and keeps taking typing.
    void loadLoginForm().then((form) => startTransition(() => setLoginForm(() => form)));
  }, []);

  if (LoginForm) return <LoginForm takeOver={takeOver} />;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label="Log in"
      onPointerEnter={want}
      onPointerDown={want}
      onFocus={want}
      // Sent before the code has arrived: the real form sends it when it takes over.
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        want();
      }}
    >
      <TextField
        id={loginEmailId}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <PasswordField id={loginPasswordId} name="password" label="Password" autoComplete="current-password" />
      {/* The real form opens the reset dialog here; until then the link goes to the reset page. */}
      <Link to="/reset-password" className={styles.forgot}>
        Forgot password?
      </Link>
      <Button type="submit" block>
        LOG IN
      </Button>
    </form>
  );
}

function readDraft(form: HTMLFormElement, submit: boolean): LoginDraft {
  const value = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const focused = document.activeElement?.id;
  return {
    values: { email: value('email'), password: value('password') },
    focusField: focused === loginEmailId ? 'email' : focused === loginPasswordId ? 'password' : undefined,
    submit,
  };
}
