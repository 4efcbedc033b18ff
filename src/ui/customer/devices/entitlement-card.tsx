import type { ReactNode } from 'react';
import { planLabels, entitlementTexts as texts } from '../../../content/devices';
import type { Entitlement } from '../../../services/contract';
import { badgeClass } from '../../components/kit/badge';
import { Fact } from '../../signed-in/fact';
import { TitledCard } from '../../signed-in/titled-card';
import { entitlement as styles } from './devices.styles';

type EntitlementCardProps = {
  entitlement: Entitlement;
  /** How many devices the plan allows at once. */
  limit: number;
  /** A link below the facts (Accounts leads to the devices page). */
  footer?: ReactNode;
};

const scriptBadge = badgeClass({ size: 'lg', palette: 'teal' });

/** What the desktop tool may do on this account: what its next license will say. */
export function EntitlementCard({ entitlement, limit, footer }: EntitlementCardProps) {
  const runTime =
    entitlement.runTimeSecondsPerDay === undefined
      ? texts.unlimited
      : texts.runTimePerDay(entitlement.runTimeSecondsPerDay);
  return (
    <TitledCard data-testid="entitlement" title={texts.title} footer={footer}>
      <div className={styles.stack}>
        <div className={styles.facts}>
          <Fact label={texts.plan} value={planLabels[entitlement.plan]} />
          <Fact label={texts.runTime} value={runTime} />
          <Fact label={texts.devices} value={texts.deviceLimit(limit)} />
        </div>
        <div className={styles.scripts}>
          <p className={styles.note}>{texts.scripts}</p>
          {entitlement.scripts.length === 0 ? (
            <p>{texts.noScripts}</p>
          ) : (
            <ul className={styles.badges}>
              {entitlement.scripts.map((script) => (
                <li key={script} className={scriptBadge}>
                  {script}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className={styles.note}>{texts.followsAccount}</p>
      </div>
    </TitledCard>
  );
}
