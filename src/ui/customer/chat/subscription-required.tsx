import { LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { subscriptionRequiredTexts as texts } from '../../../content/chat';
import { buttonClass } from '../../components/kit/button';
import { subscriptionRequired as styles } from './chat.styles';

/** What the chat shows to everyone without Pro (spec section 2). */
export function SubscriptionRequired() {
  return (
    <div className={styles.place}>
      <div className={styles.panel}>
        <div className={styles.lock}>
          <LuLock aria-hidden="true" />
        </div>
        <h1 className={styles.heading}>{texts.heading}</h1>
        <p className={styles.text}>{texts.text}</p>
        <RouterLink
          href={`~${texts.href}`}
          className={buttonClass({ palette: 'brand', size: 'lg' })}
        >
          {texts.action}
        </RouterLink>
      </div>
    </div>
  );
}
