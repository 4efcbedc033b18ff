import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { aiAgentHero as hero } from '../../../content/hero';
import { DownloadActions } from './download-actions';
import { HeroIllustration } from './hero-illustration';
import { PromoBanner } from './promo-banner';
import { RotatingWord } from './rotating-word';

/** The AI-agent hero: promo, 'Next-Gen AI Agent For <word> Trading', download, illustration. */
export function AiAgentHero() {
  return (
    <Stack gap={{ base: '8', md: '10' }} align="center">
      <PromoBanner />
      <Grid
        templateColumns={{ base: '1fr', lg: '6fr 5fr' }}
        gap={{ base: '10', lg: '12' }}
        alignItems="center"
      >
        <Stack
          gap="6"
          align={{ base: 'center', lg: 'flex-start' }}
          textAlign={{ base: 'center', lg: 'start' }}
        >
          <Heading
            as="h2"
            size={{ base: '3xl', md: '4xl', xl: '5xl' }}
            letterSpacing="tight"
            lineHeight="1.1"
          >
            {hero.prefix}{' '}
            <Box as="span" display="block">
              <RotatingWord words={hero.words} /> {hero.suffix}
            </Box>
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="xl">
            {hero.text}
          </Text>
          <DownloadActions />
        </Stack>
        <HeroIllustration />
      </Grid>
    </Stack>
  );
}
