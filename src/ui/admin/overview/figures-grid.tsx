import { Card, chakra, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { overviewTexts } from '../../../content/admin/overview';
import type { AdminOverview } from '../../../services/contract';
import { formatCents } from '../../signed-in/format';

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
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {figureKeys.map((key) => (
        <Card.Root key={key} size="sm" data-testid={`figure-${key}`}>
          <Card.Body>
            {/* Plain terms and details: the theme carries no recipe for Chakra's Stat. */}
            <chakra.dl display="flex" flexDirection="column" gap="1">
              <chakra.dt fontWeight="medium">{texts[key].label}</chakra.dt>
              <chakra.dd textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {figures ? figures[key].value : <Skeleton h="8" w="24" />}
              </chakra.dd>
              <chakra.dd textStyle="sm" color="fg.muted">
                {figures ? figures[key].help : <Skeleton h="4" w="40" mt="1" />}
              </chakra.dd>
            </chakra.dl>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
