import { securityPage as texts } from '../../../content/security';
import { PageHeader } from '../../signed-in/page-header';
import { security as styles } from './security.styles';
import { SecurityCard } from './security-card';
import { securityCards } from './security-cards';

/**
 * The Security page as it first shows: what the app shell draws for /customer/security, its
 * title and each card's heading and purpose, so the app's first render paints the same page
 * over it with each card's controls.
 */
export function SecurityFirstFrame() {
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className={styles.column}>
        {Object.entries(securityCards).map(([id, card]) => (
          <SecurityCard key={id} title={card.texts.title} description={card.texts.description} />
        ))}
      </div>
    </>
  );
}
