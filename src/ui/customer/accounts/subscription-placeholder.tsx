import type { ReactNode } from 'react';
import { card } from '../../components/kit/card.styles';
import { accounts as styles } from './accounts.styles';

/**
 * The subscription card's frame, drawn at once while the subscription loads: bars where its
 * heading, facts and action go, and `children` (the loading line) in its body. The card that
 * replaces it takes its place; nothing is drawn below it until then, so nothing moves.
 */
export function SubscriptionPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={card.md.root}>
      <div className={card.md.header} aria-hidden="true">
        <div className={styles.headingBar} />
      </div>
      <div className={card.md.body}>
        {children}
        <div className={styles.loadingFacts} aria-hidden="true">
          {[0, 1, 2].map((fact) => (
            <div key={fact} className={styles.fact}>
              <div className={styles.labelBar} />
              <div className={styles.valueBar} />
            </div>
          ))}
        </div>
      </div>
      <div className={card.md.footer} aria-hidden="true">
        <div className={styles.buttonBar} />
      </div>
    </div>
  );
}
