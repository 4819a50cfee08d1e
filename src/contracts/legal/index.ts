import { childSafetyPolicy } from './child-safety-policy.ts';
import type { LegalDocument } from './legal-document.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { termsOfService } from './terms-of-service.ts';

export { childSafetyPolicy } from './child-safety-policy.ts';
export {
  formatLegalDate,
  LEGAL_ENTITY,
  type LegalDocument,
  type LegalSection,
} from './legal-document.ts';
export { privacyPolicy } from './privacy-policy.ts';
export { termsOfService } from './terms-of-service.ts';

/** Every legal text, in the order the legal overview lists them. */
export const legalDocuments: readonly LegalDocument[] = [termsOfService, privacyPolicy, childSafetyPolicy];
