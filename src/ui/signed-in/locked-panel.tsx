import { LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { buttonClass } from '../components/kit/button';
import { lockedPanel as styles } from './locked-panel.styles';

/**
 * A place the person cannot enter yet (the chat without Pro, the console without a second
 * factor): a lock, the page's heading, why, and a button to where it can be put right.
 */
export function LockedPanel({
  heading,
  text,
  action,
  href,
}: {
  heading: string;
  text: string;
  action: string;
  /** A whole path of the app. */
  href: string;
}) {
  return (
    <div className={styles.place}>
      <div className={styles.panel}>
        <div className={styles.lock}>
          <LuLock aria-hidden="true" />
        </div>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        <RouterLink href={`~${href}`} className={buttonClass({ palette: 'brand', size: 'lg' })}>
          {action}
        </RouterLink>
      </div>
    </div>
  );
}
