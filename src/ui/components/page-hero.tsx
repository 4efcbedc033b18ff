import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brandGlow } from './brand-glow';
import { TitleBlock } from './title-block';

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
        <TitleBlock
          look="hero"
          as="h1"
          eyebrow={eyebrow}
          title={title}
          text={intro}
          gap="5"
          align={{ base: 'flex-start', md: 'center' }}
          textAlign={{ md: 'center' }}
        >
          {children}
        </TitleBlock>
      </Container>
    </Box>
  );
}
