import { completeRegistrationPath } from '../features/session/after-login';

/**
 * The account screens a member reaches from an e-mailed link or a sign-up, each with one job to finish
 * first: verifying an address, setting a new password, confirming an e-mail change, completing a
 * profile, reading "Check your inbox". Leaving /verify before its link is used would strand the address
 * unverified (seen when the page's chunk loaded after the member was known).
 */
const ACCOUNT_FLOW_PATHS = new Set([
  '/create-account',
  '/verify',
  '/reset-password',
  '/auto-login',
  '/email-change/confirm',
  '/email-change/cancel',
  completeRegistrationPath,
]);

/**
 * Whether `pathname` is one of those screens. An invite waits there before it acts, and the header's
 * live updates (the socket) wait too: these are first routes on a phone, and a member setting a
 * password needs no live bell; the bell and the inbox count still show what they fetched.
 */
export function isAccountFlowPath(pathname: string): boolean {
  return ACCOUNT_FLOW_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}
