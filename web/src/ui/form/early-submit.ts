// A prerendered form pressed before the app can take the press (issue 15). The page's first script,
// start-after-paint.js (written by web/prerender-plugin.ts), holds the browser's own submission of a form
// marked `data-early-submit` (it would be a GET with every field, a password too, in the address), leaves
// this mark on the form and sends the form again every 50 ms until the form's own handler has it: the
// handler clears the mark (clearEarlySubmit). React takes a press only once the page is hydrated, which
// in a transition can be a little after the form itself has mounted. No React here: the plugin reads
// the key.

/** The property start-after-paint.js sets on a held form. */
export const EARLY_SUBMIT_KEY = '__playfieldEarlySubmit';

/** The form's own submit handler has the press: start-after-paint.js stops sending it again. */
export function clearEarlySubmit(form: HTMLFormElement): void {
  delete (form as HTMLFormElement & { [EARLY_SUBMIT_KEY]?: unknown })[EARLY_SUBMIT_KEY];
}
