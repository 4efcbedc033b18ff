import { LuCheck, LuMinus } from 'react-icons/lu';
import {
  type BillingPeriod,
  featureRows,
  formatPlanPrice,
  type Plan,
  pricingPage as page,
} from '../../../content/plans';
import { useElementId } from '../../hooks/use-element-id';
import { cx } from '../islands/island-styles';
import { kit } from '../islands/kit.styles';
import { styles } from './plan-card.styles';

type PlanCardProps = {
  plan: Plan;
  period: BillingPeriod;
  checked: boolean;
  onChoose: () => void;
};

/**
 * One plan as a card to choose: a native radio input (named `plan`) in a label, so a click
 * anywhere on the card chooses it. Its price is in the period given.
 */
export function PlanCard({ plan, period, checked, onChoose }: PlanCardProps) {
  const nameId = useElementId();
  return (
    <label
      className={styles.plan}
      // As Chakra's recipe reads it (its `_checked` styles).
      data-state={checked ? 'checked' : 'unchecked'}
      data-plan={plan.id}
    >
      <input
        type="radio"
        name="plan"
        value={plan.id}
        checked={checked}
        onChange={onChoose}
        // The card's name, not all its text.
        aria-labelledby={nameId}
        className={kit.srOnly}
      />
      <div className={styles.control}>
        <div className={styles.content}>
          <div className={styles.head}>
            <div className={styles.title}>
              <div className={styles.nameRow}>
                <span id={nameId} className={styles.name}>
                  {plan.name}
                </span>
                {plan.popular && <span className={styles.popular}>{page.popularBadge}</span>}
              </div>
              <div className={styles.description}>{plan.description}</div>
            </div>
            {/* Chakra's radiomark: a dot inside when checked. */}
            <span
              className={styles.indicator}
              data-checked={checked ? '' : undefined}
              aria-hidden="true"
            >
              {checked && <span className="dot" />}
            </span>
          </div>
          <div className={styles.price} data-price={plan.id}>
            <span className={styles.amount}>{formatPlanPrice(plan.price[period])}</span>
            <span className={styles.perPeriod}>{page.perPeriod[period]}</span>
          </div>
          <PlanFeatures plan={plan} />
        </div>
      </div>
    </label>
  );
}

function PlanFeatures({ plan }: { plan: Plan }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari reads a list without markers as no list unless told (Chakra's List says it too).
    <ul role="list" className={styles.features}>
      {featureRows.map((feature) => {
        const value = feature.values[plan.id];
        const included = value !== false;
        const Mark = included ? LuCheck : LuMinus;
        return (
          <li
            key={feature.name}
            className={cx(styles.feature, included ? styles.included : styles.notIncluded)}
          >
            <Mark
              aria-hidden="true"
              className={cx(
                styles.mark,
                styles.icon,
                included ? styles.includedMark : styles.notIncludedMark,
              )}
            />
            <span>
              {feature.name}
              {typeof value === 'string' ? `: ${value}` : ''}
              {typeof value === 'boolean' && (
                <span className={kit.srOnly}>
                  {` (${value ? page.included : page.notIncluded})`}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
