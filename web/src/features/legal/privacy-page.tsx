import { privacyPolicy } from '../../../../src/contracts/legal/index.ts';
import { LegalDocumentView } from './legal-document';

/** `/privacy`: the same privacy policy as the marketing sites. */
export function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
