import { privacy } from '../../../content/legal/privacy';
import { LegalDocumentView } from './legal-document-view';

/** /privacy-policy */
export default function PrivacyPage() {
  return <LegalDocumentView metaPath="/privacy-policy" document={privacy} />;
}
