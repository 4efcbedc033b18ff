import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brandGlow } from './brand-glow';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
};

/** The band at the top of every inner public page: one look for the title and its intro. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <Box bgImage={brandGlow} borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Stack gap="5" align={{ base: 'flex-start', md: 'center' }} textAlign={{ md: 'center' }}>
          {eyebrow && (
            <Text
              fontSize="sm"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              color="brand.fg"
            >
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {intro && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
