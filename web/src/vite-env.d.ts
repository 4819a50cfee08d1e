/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** reCAPTCHA v3 site key; without it the captcha check sends an empty token. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
