import { recoverPasswordSchema, setPasswordSchema } from '../../../../src/contracts/identity/index.ts';
import { zodCheck } from '../../ui/form/zod-check';

/**
 * The reset screens' rules (spec §5): loaded when a form is first touched, so the e-mailed reset link
 * opens without zod (see useLazyRulesForm).
 */
export const checkSetPassword = zodCheck(setPasswordSchema);
export const checkRecoverPassword = zodCheck(recoverPasswordSchema);
