import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import {
  type BillingPeriod,
  type PlanId,
  pricingPage as page,
  plans,
} from '../../../content/plans';
import { useSiteSettings } from '../../app/site-settings-context';
import { useElementId } from '../../hooks/use-element-id';
import { defineIsland } from '../islands/island';

import { kit } from '../islands/kit.styles';
import { PlanCard } from './plan-card';
import { styles } from './pricing-plans.styles';

/**
 * The plan toggle, which ends the page's hero band (PageHero's `endedBy`), and the plan cards
 * below it: one island, since the toggle sets the cards' prices. Both are native radio inputs,
 * so they take keys and clicks as radios do, before the island wakes too.
 */
export const PricingPlans = defineIsland('pricing-plans', function PricingPlans() {
  // Which period the prices show in is presentation state of this page only.
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [chosen, setChosen] = useState<PlanId>('pro');
  const groupLabelId = useElementId();
  return (
    <>
      <div className={styles.heroEnd}>
        <div role="radiogroup" aria-label={page.periodLabel} className={styles.periods}>
          {page.periods.map((option) => (
            <label
              key={option.value}
              className={styles.period}
              // As Chakra's recipe reads them: its `_checked` styles, and the lines between
              // items by orientation.
              data-state={period === option.value ? 'checked' : 'unchecked'}
              data-orientation="horizontal"
            >
              <span>{option.label}</span>
              <input
                type="radio"
                name="period"
                value={option.value}
                checked={period === option.value}
                onChange={() => setPeriod(option.value)}
                className={kit.srOnly}
              />
            </label>
          ))}
        </div>
        <p className={styles.yearlyHint}>{page.yearlyHint}</p>
      </div>
      <div className={styles.plans}>
        <div role="radiogroup" aria-labelledby={groupLabelId} className={styles.planGroup}>
          <span id={groupLabelId} className={kit.srOnly}>
            {page.choosePlan}
          </span>
          <div className={styles.planGrid}>
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                checked={plan.id === chosen}
                onChoose={() => setChosen(plan.id)}
              />
            ))}
          </div>
          <ChosenPlanAction planId={chosen} />
        </div>
      </div>
    </>
  );
});

function ChosenPlanAction({ planId }: { planId: PlanId }) {
  const { promoCode } = useSiteSettings();
  const chosen = plans.find((plan) => plan.id === planId);
  if (!chosen) return null;
  return (
    <div className={styles.action}>
      <RouterLink href={chosen.cta.href} className={styles.actionButton}>
        {chosen.cta.label}
        <span className={kit.srOnly}>{page.chosenPlan(chosen.name)}</span>
      </RouterLink>
      <p className={kit.caption}>{page.promoNote.replace('{code}', promoCode)}</p>
    </div>
  );
}
