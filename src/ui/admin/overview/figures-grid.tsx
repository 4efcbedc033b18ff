import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { card } from '../../components/kit/card.styles';
import { formatCents } from '../../signed-in/format';
import { overview as styles } from './overview.styles';

const texts = overviewTexts.figures;
type FigureKey = keyof typeof texts;
type Figure = { value: string; help: string };

/** What each figure shows, in the order the grid lists them. */
function figuresOf(overview: AdminOverview): Record<FigureKey, Figure> {
  const count = overviewTexts.count;
  return {
    customers: { value: count(overview.customers), help: texts.customers.help },
    proSubscribers: { value: count(overview.proSubscribers), help: texts.proSubscribers.help },
    monthlyRecurringRevenue: {
      value: formatCents(overview.monthlyRecurringRevenueCents),
      help: texts.monthlyRecurringRevenue.help,
    },
    scriptsSold: {
      value: count(overview.scriptsSold),
      help: texts.scriptsSold.help(formatCents(overview.scriptRevenueCents)),
    },
    revenue: { value: formatCents(overview.revenueCents), help: texts.revenue.help },
    openRequests: { value: count(overview.openRequests), help: texts.openRequests.help },
    unansweredSupport: {
      value: count(overview.unansweredSupport),
      help: texts.unansweredSupport.help,
    },
  };
}

const figureKeys = Object.keys(texts) as FigureKey[];

/**
 * The business's figures, each a card of its own (a label, its value and what it counts), one
 * column on a phone. Without figures yet, the cards hold placeholders of the same size.
 */
export function FiguresGrid({ overview }: { overview: AdminOverview | null }) {
  const figures = overview ? figuresOf(overview) : null;
  return (
    <div className={styles.figures}>
      {figureKeys.map((key) => (
        <div key={key} className={card.sm.root} data-testid={`figure-${key}`}>
          <div className={card.sm.body}>
            <dl className={styles.figure}>
              <dt className={styles.figureLabel}>{texts[key].label}</dt>
              <dd className={styles.figureValue}>
                {figures ? figures[key].value : <div className={styles.valuePlaceholder} />}
              </dd>
              <dd className={styles.figureHelp}>
                {figures ? figures[key].help : <div className={styles.helpPlaceholder} />}
              </dd>
            </dl>
          </div>
        </div>
      ))}
    </div>
  );
}
