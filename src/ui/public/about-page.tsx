import { Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { aboutPage as page } from '../../content/about';
import { pagePaths } from '../../services/contract';
import { CalloutBand } from '../components/callout-band';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { Panel } from '../components/panel';

/** /about-us: who makes the product and why. */
export default function AboutPage() {
  return (
    <>
      <PageMeta path={pagePaths.about} />
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />
      <Container maxW="5xl" py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
            {page.stats.map((stat) => (
              <Panel key={stat.label} gap="1" p="6" textAlign="center">
                <Text as="dt" order={2} color="fg.muted">
                  {stat.label}
                </Text>
                <Text as="dd" order={1} fontSize="4xl" fontWeight="bold" color="brand.fg">
                  {stat.value}
                </Text>
              </Panel>
            ))}
          </SimpleGrid>
          <Stack gap="4" maxW="3xl">
            <Heading as="h2" size="2xl">
              {page.story.title}
            </Heading>
            {page.story.paragraphs.map((paragraph) => (
              <Text key={paragraph} color="fg.muted" fontSize="lg" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Stack gap="6">
            <Heading as="h2" size="2xl">
              {page.valuesTitle}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {page.values.map((value) => (
                <Panel key={value.title} gap="2" p="6">
                  <Heading as="h3" size="lg">
                    {value.title}
                  </Heading>
                  <Text color="fg.muted">{value.text}</Text>
                </Panel>
              ))}
            </SimpleGrid>
          </Stack>
          <CalloutBand headingAs="h2" title={page.cta.title} text={page.cta.text}>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <RouterLink href={pagePaths.download}>{page.cta.download}</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink href={pagePaths.contact}>{page.cta.contact}</RouterLink>
              </Button>
            </HStack>
          </CalloutBand>
        </Stack>
      </Container>
    </>
  );
}
