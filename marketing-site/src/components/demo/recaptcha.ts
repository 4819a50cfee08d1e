// reCAPTCHA v3, loaded only when a site key is configured and only once the visitor submits, so the
// page stays light and nothing is sent to Google before then.

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<void> | undefined;

function loadScript(siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A fresh token for one action; tokens expire after two minutes, so get one per submit. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadScript(siteKey);
  const grecaptcha = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA is not available');
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, reject);
    });
  });
}
