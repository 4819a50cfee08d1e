import { signUpFormSchema } from '../../../../src/contracts/identity/index.ts';
import { zodCheck } from '../../ui/form/zod-check';

/**
 * The sign-up form's rules (spec §5, with its location): loaded when someone reaches for the form, so
 * /create-account paints without zod (see useLazyRulesForm).
 */
export const checkSignUp = zodCheck(signUpFormSchema);
