import { privacy } from '../../../content/legal/privacy';
import { pagePaths } from '../../../services/contract';
import { LegalDocumentView } from './legal-document-view';

/** /privacy-policy */
export default function PrivacyPage() {
  return <LegalDocumentView metaPath={pagePaths.privacy} document={privacy} />;
}
