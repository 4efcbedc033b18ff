import { Button, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { pricingPage as page } from '../../../content/plans';
import { pagePaths } from '../../../services/contract';
import { CalloutBand } from '../../components/callout-band';
import { PageHero } from '../../components/page-hero';
import { PageMeta } from '../../components/page-meta';
import { PricingPlans } from './pricing-plans';

/**
 * /pricing: Trial and Pro, monthly or yearly, Pro chosen by default. The page around the plans
 * island (pricing-plans.tsx, the module the islands' registry loads, so free of Chakra's runtime).
 */
export default function PricingPage() {
  return (
    <>
      <PageMeta path={pagePaths.pricing} />
      <PageHero
        eyebrow={page.title}
        title={page.heading}
        intro={page.intro}
        endedBy={<PricingPlans />}
      />
      <Container maxW="5xl" pt={{ base: '12', md: '16' }} pb={{ base: '10', md: '16' }}>
        <CalloutBand headingAs="h2" title={page.getStarted.title} text={page.getStarted.text}>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink href={page.getStarted.href}>{page.getStarted.label}</RouterLink>
          </Button>
        </CalloutBand>
      </Container>
    </>
  );
}
