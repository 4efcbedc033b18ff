import type { SystemStyleObject } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { IconType } from 'react-icons';
import { LuGraduationCap, LuMonitorPlay, LuShieldCheck } from 'react-icons/lu';
import { type FeatureCard, featureCards } from '../../../content/features';
import { panelSurface } from '../../components/panel-surface';
import { CheckList } from '../islands/check-list';
import { defineIsland } from '../islands/island';
import { type IslandStyle, islandStyles } from '../islands/island-styles';

const icons: Record<FeatureCard['icon'], IconType> = {
  simulation: LuMonitorPlay,
  secured: LuShieldCheck,
  learning: LuGraduationCap,
};

/** One part of a card as Chakra's radio card draws it (variant surface), with props over it. */
const radioCard = (slot: string, css: SystemStyleObject): IslandStyle => ({
  slotRecipe: 'radioCard',
  slot,
  variants: { variant: 'surface' },
  css,
});

const styles = islandStyles('feature-cards', {
  layout: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '6', lg: '10' },
    alignItems: 'stretch',
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    isolation: 'isolate',
    colorPalette: 'brand',
  },
  card: radioCard('item', {
    cursor: 'pointer',
    bg: 'bg.subtle',
    // The recipe's checked look (less its background) follows the native radio inside, with
    // or without JavaScript: the recipe's own selectors wait for attributes a script sets.
    '&:has(input:checked)': {
      zIndex: '1',
      color: 'colorPalette.fg',
      borderColor: 'colorPalette.muted',
    },
  }),
  control: radioCard('itemControl', { gap: '4', alignItems: 'flex-start' }),
  cardIcon: { recipe: 'icon', css: { boxSize: '7', color: 'brand.fg', mt: '0.5' } },
  content: radioCard('itemContent', { alignItems: 'flex-start', gap: '1' }),
  title: radioCard('itemText', { fontSize: 'lg', fontWeight: 'semibold' }),
  text: radioCard('itemDescription', { color: 'fg.muted', opacity: '1', fontSize: 'sm' }),
  // The native radio is the card's radio mark: the recipe's checked and focus-visible looks
  // match it as they are. An input holds no children: the mark's dot is drawn after it.
  radio: radioCard('itemIndicator', {
    appearance: 'none',
    _checked: {
      _after: { content: '""', boxSize: 'full', rounded: 'full', bg: 'currentColor', scale: '0.4' },
    },
  }),
  detail: {
    ...panelSurface(),
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
    p: { base: '6', md: '10' },
    borderColor: 'brand.muted',
    bgImage:
      'linear-gradient(160deg, color-mix(in srgb, var(--chakra-colors-brand-500) 14%, transparent), transparent 70%)',
  },
  detailIcon: {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    p: '4',
    rounded: 'xl',
    bg: 'brand.subtle',
    color: 'brand.fg',
  },
  detailSvg: { recipe: 'icon', css: { boxSize: '10' } },
  detailTitle: { recipe: 'heading', variants: { size: '2xl' } },
  detailText: { color: 'fg.muted', fontSize: 'lg' },
});

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
