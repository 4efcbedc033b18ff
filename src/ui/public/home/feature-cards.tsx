import { useLayoutEffect, useRef, useState } from 'react';
import type { IconType } from 'react-icons';
import { LuGraduationCap, LuMonitorPlay, LuShieldCheck } from 'react-icons/lu';
import { type FeatureCard, featureCards } from '../../../content/features';
import { CheckList } from '../islands/check-list';
import { defineIsland } from '../islands/island';
import { styles } from './feature-cards.styles';

const icons: Record<FeatureCard['icon'], IconType> = {
  simulation: LuMonitorPlay,
  secured: LuShieldCheck,
  learning: LuGraduationCap,
};

/**
 * Three selectable feature cards (native radios: one at a time, arrow keys move the choice),
 * with the chosen one's details beside them. `headingId`: the page's heading above, which
 * names the choice.
 */
export const FeatureCards = defineIsland(
  'feature-cards',
  function FeatureCards({ headingId }: { headingId: string }) {
    const group = useRef<HTMLDivElement>(null);
    const [chosen, setChosen] = useState(featureCards[0]?.id);
    // The browser may check another card before this island wakes (it restores a form's state
    // when the visitor comes back to the page): hydration keeps it checked, unseen by React, so
    // the details follow it once awake. (Taps, arrow keys' included, wait and are replayed.)
    useLayoutEffect(() => {
      const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
      if (checked) setChosen(checked.value);
    }, []);
    return (
      <div className={styles.layout}>
        <div ref={group} role="radiogroup" aria-labelledby={headingId} className={styles.group}>
          {featureCards.map((card, index) => (
            <CardChoice
              key={card.id}
              card={card}
              defaultChecked={index === 0}
              onChoose={() => setChosen(card.id)}
            />
          ))}
        </div>
        <FeatureDetail cardId={chosen} />
      </div>
    );
  },
);

/** One card: a label around its title, text and native radio, so a tap anywhere chooses it. */
function CardChoice(props: { card: FeatureCard; defaultChecked: boolean; onChoose: () => void }) {
  const { card } = props;
  const CardIcon = icons[card.icon];
  const titleId = `feature-card-${card.id}`;
  return (
    <label className={styles.card}>
      <span className={styles.control}>
        <CardIcon className={styles.cardIcon} aria-hidden="true" />
        <span className={styles.content}>
          <span id={titleId} className={styles.title}>
            {card.title}
          </span>
          <span id={`${titleId}-text`} className={styles.text}>
            {card.content}
          </span>
        </span>
        <input
          type="radio"
          name="feature-card"
          value={card.id}
          defaultChecked={props.defaultChecked}
          onChange={props.onChoose}
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-text`}
          className={styles.radio}
        />
      </span>
    </label>
  );
}

function FeatureDetail({ cardId }: { cardId: string | undefined }) {
  const card = featureCards.find((c) => c.id === cardId);
  if (!card) return null;
  const CardIcon = icons[card.icon];
  return (
    <div aria-live="polite" data-feature-detail={card.id} className={styles.detail}>
      <span className={styles.detailIcon}>
        <CardIcon className={styles.detailSvg} aria-hidden="true" />
      </span>
      <h3 className={styles.detailTitle}>{card.title}</h3>
      <p className={styles.detailText}>{card.content}</p>
      <CheckList items={card.highlights} />
    </div>
  );
}
