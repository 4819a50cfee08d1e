import { childSafetyPolicy } from '../../../../src/contracts/legal/index.ts';
import { LegalDocumentView } from './legal-document';

/** `/csae-policy`: the child sexual abuse and exploitation (CSAE) policy. */
export function ChildSafetyPage() {
  return <LegalDocumentView document={childSafetyPolicy} />;
}
