import { terms } from '../../../content/legal/terms';
import { pagePaths } from '../../../services/contract';
import { LegalDocumentView } from './legal-document-view';

/** /terms-and-condition */
export default function TermsPage() {
  return <LegalDocumentView metaPath={pagePaths.terms} document={terms} />;
}
