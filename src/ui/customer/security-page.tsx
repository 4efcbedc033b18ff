import { securityPage as texts } from '../../content/security';
import { PageHeader } from '../signed-in/page-header';
import { security as styles } from './security/security.styles';
import { securityCards } from './security/security-cards';

/** /customer/security (issue 35): one card per thing the account can secure, drawn without Chakra. */
export default function SecurityPage() {
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className={styles.column}>
        {Object.entries(securityCards).map(([id, { Card }]) => (
          <Card key={id} />
        ))}
      </div>
    </>
  );
}
