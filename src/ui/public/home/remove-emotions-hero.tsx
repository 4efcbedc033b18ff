import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { removeEmotionsHero as hero } from '../../../content/hero';
import { pagePaths } from '../../../services/contract';
import { Eyebrow } from '../../components/eyebrow';
import { ScheduleCallButton } from '../../components/schedule-call-button';

/** The first screen: the promise, with a call to talk to us. */
export function RemoveEmotionsHero() {
  return (
    <Stack gap="6" align="center" textAlign="center" maxW="4xl" mx="auto">
      <Eyebrow
        bg="brand.subtle/60"
        borderWidth="1px"
        borderColor="brand.muted"
        rounded="full"
        px="4"
        py="1"
      >
        {hero.eyebrow}
      </Eyebrow>
      <Heading as="h1" size={{ base: '5xl', md: '7xl' }} letterSpacing="tight" lineHeight="1.05">
        {hero.title}{' '}
        <Box
          as="span"
          display="block"
          pb="1"
          bgImage="linear-gradient(90deg, var(--chakra-colors-brand-300), var(--chakra-colors-cyan-300), var(--chakra-colors-brand-200), var(--chakra-colors-brand-300))"
          bgSize="200% 100%"
          bgClip="text"
          color="transparent"
          animation="rise-in 0.8s ease-out both, shimmer 6s linear 0.8s infinite"
        >
          {hero.animatedLine}
        </Box>
      </Heading>
      <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
        {hero.text}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <ScheduleCallButton label={hero.scheduleLabel} look="solid" />
        <Button asChild variant="outline" size="lg">
          <RouterLink href={pagePaths.pricing}>{hero.secondaryLabel}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
