import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { clearEarlySubmit } from './early-submit';
import type { FieldErrors, FormCheck } from './zod-check';

interface LazyRulesFormOptions<Output> {
  /** Loads the form's rules (a contract's schema through `zodCheck`): its own chunk, with zod. */
  loadCheck: () => Promise<FormCheck<Output>>;
  /** Runs with the parsed values once every rule holds; a server's answer about a field goes to `fields`. */
  onValid: (data: Output, fields: ServerFieldErrors) => Promise<void>;
  /** The rules could not be loaded (the network dropped): say so on the form. */
  onRulesUnavailable: () => void;
}

export interface ServerFieldErrors {
  /** A server's message about one field (a 409 on the e-mail), optionally focusing the field. */
  setServerError: (name: string, message: string, focus?: boolean) => void;
}

export interface LazyRulesForm extends ServerFieldErrors {
  /** Spread on the <form>: its fields are read by their `name`. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: ChangeEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    onPointerDown: () => void;
    /** Lets start-after-paint.js hold a press that comes before the app (./early-submit). */
    'data-early-submit': '';
  };
  /** The message under a field: the rules' own, else what the server said about it. */
  error: (name: string) => string | undefined;
  submitting: boolean;
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

function focusField(form: HTMLFormElement, name: string): void {
  const control = [...form.elements].find(
    (element): element is HTMLInputElement => 'name' in element && element.name === name,
  );
  control?.focus();
}

/**
 * A form of plain inputs whose rules load when someone reaches for it (focus, a touch, a press) rather
 * than with the page: react-hook-form and zod are a fifth of a first route's JavaScript on a phone, and
 * a sign-up form does not need them to paint. It behaves as the app's react-hook-form forms do: rules
 * run on submit, every message shows at once and the first field in reading order takes the focus,
 * then each change re-checks; a server's message on a field stays until that field changes.
 */
export function useLazyRulesForm<Output>({
  loadCheck,
  onValid,
  onRulesUnavailable,
}: LazyRulesFormOptions<Output>): LazyRulesForm {
  const ref = useRef<HTMLFormElement | null>(null);
  const check = useRef<Promise<FormCheck<Output>> | null>(null);
  const submitted = useRef(false);
  const busy = useRef(false);
  const [ruleErrors, setRuleErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const rules = useCallback(() => {
    // A failed download is tried again on the next interaction, not remembered.
    check.current ??= loadCheck().catch((error: unknown) => {
      check.current = null;
      throw error;
    });
    return check.current;
  }, [loadCheck]);

  const preload = useCallback(() => void rules().catch(() => undefined), [rules]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === 'string') {
        setServerErrors((errors) => (errors[name] === undefined ? errors : { ...errors, [name]: undefined }));
      }
      if (!submitted.current) return;
      void rules().then(
        (run) => {
          if (ref.current) setRuleErrors(run(formValues(ref.current)).errors ?? {});
        },
        () => undefined,
      );
    },
    [rules],
  );

  const setServerError = useCallback((name: string, message: string, focus = false) => {
    setServerErrors((errors) => ({ ...errors, [name]: message }));
    if (focus && ref.current) focusField(ref.current, name);
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      clearEarlySubmit(form);
      if (busy.current) return;
      submitted.current = true;
      busy.current = true;
      setSubmitting(true);
      void (async () => {
        try {
          const run = await rules().catch(() => null);
          if (!run) {
            onRulesUnavailable();
            return;
          }
          const result = run(formValues(form));
          if (result.errors) {
            setRuleErrors(result.errors);
            // The first message in reading order, not in the schema's order.
            const first = [...form.elements].find(
              (element) => 'name' in element && result.errors[String(element.name)] !== undefined,
            );
            if (first instanceof HTMLElement) first.focus();
            return;
          }
          setRuleErrors({});
          await onValid(result.data, { setServerError });
        } finally {
          busy.current = false;
          setSubmitting(false);
        }
      })();
    },
    [rules, onValid, onRulesUnavailable, setServerError],
  );

  const error = useCallback(
    (name: string) => ruleErrors[name] ?? serverErrors[name],
    [ruleErrors, serverErrors],
  );

  const formProps = useMemo(
    () => ({
      ref,
      noValidate: true as const,
      onSubmit,
      onChange,
      onFocus: preload,
      onPointerDown: preload,
      'data-early-submit': '' as const,
    }),
    [onSubmit, onChange, preload],
  );

  return { formProps, error, setServerError, submitting };
}
