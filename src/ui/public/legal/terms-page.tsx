import { terms } from '../../../content/legal/terms';
import { LegalDocumentView } from './legal-document-view';

/** /terms-and-condition */
export default function TermsPage() {
  return <LegalDocumentView metaPath="/terms-and-condition" document={terms} />;
}
