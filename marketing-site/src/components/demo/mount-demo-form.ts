// First, before the form's modules build their zod schemas (see the module).
import '../../../../src/contracts/zod-jitless.ts';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import DemoRequestForm from './DemoRequestForm.tsx';

// Hydrates the server-rendered demo form. A page-scoped module script rather than an Astro `client:`
// directive, because those add inline bootstrap scripts that the server's `script-src 'self'` policy
// blocks; this way the page has no inline script at all and React loads on this page only.
const root = document.getElementById('demo-form-root');
if (root) {
  hydrateRoot(
    root,
    createElement(DemoRequestForm, { recaptchaSiteKey: root.dataset.recaptchaSiteKey ?? '' }),
  );
}
