/** The part of Google's reCAPTCHA v3 global the check uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  // One script per page, however many checks run.
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not start.'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A reCAPTCHA v3 token for the captcha check, or '' when no site key is configured (development and
 * tests): the server then decides what an empty token is worth.
 */
export async function recaptchaToken(siteKey: string | undefined): Promise<string> {
  if (siteKey === undefined || siteKey === '') return '';
  const grecaptcha = await loadRecaptcha(siteKey);
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action: 'captcha' }).then(resolve, reject);
    });
  });
}
