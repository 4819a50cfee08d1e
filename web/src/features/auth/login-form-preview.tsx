import { type ComponentType, startTransition, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button/button';
import { clearEarlySubmit } from '../../ui/form/early-submit';
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

  const loaded = useRef<ComponentType<LoginFormProps> | null>(null);
  const pressing = useRef(false);

  const show = useCallback(() => {
    const form = loaded.current;
    // Never in the middle of a press: a button swapped between pointerdown and pointerup gets no click,
    // and the LOG IN (or the focus) the visitor meant would be lost.
    if (!form || pressing.current) return;
    // A transition: should the real form suspend, the preview stays on screen and keeps taking typing.
    startTransition(() => setLoginForm(() => form));
  }, []);

  const want = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadLoginForm().then((form) => {
      loaded.current = form;
      show();
    });
  }, [show]);

  const press = useCallback(() => {
    pressing.current = true;
    want();
    // The press ends wherever the pointer is released; the click it makes (and the submit a click on
    // LOG IN makes) is dispatched after pointerup, so the swap waits for it, or for a moment without one.
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      const settle = () => {
        window.clearTimeout(fallback);
        window.removeEventListener('click', settle, true);
        pressing.current = false;
        window.setTimeout(show, 0);
      };
      const fallback = window.setTimeout(settle, 300);
      window.addEventListener('click', settle, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, [show, want]);

  if (LoginForm) return <LoginForm takeOver={takeOver} />;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label="Log in"
      // Before the app has started, start-after-paint.js holds a press (the browser would send e-mail
      // and password in the address) and sends it here again once it can (../../ui/form/early-submit).
      data-early-submit=""
      onPointerEnter={want}
      onPointerDown={press}
      onFocus={want}
      // Sent before the code has arrived: the real form sends it when it takes over.
      onSubmit={(event) => {
        event.preventDefault();
        clearEarlySubmit(event.currentTarget);
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
