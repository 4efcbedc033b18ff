import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageHeroStyle as hero } from './page-hero-style';
import { TitleBlock } from './title-block';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /**
   * An island that ends the band and goes on below it: its first element is the band's last
   * part, under the intro (laid out with `pageHeroEnd`), its next ones follow the band.
   */
  endedBy?: ReactNode;
};

/** The band at the top of every inner public page: one look for the title and its intro. */
export function PageHero({ eyebrow, title, intro, children, endedBy }: PageHeroProps) {
  const titleBlock = (
    <TitleBlock
      look="hero"
      as="h1"
      eyebrow={eyebrow}
      title={title}
      text={intro}
      gap={hero.gap}
      align={hero.align}
      textAlign={hero.textAlign}
    >
      {children}
    </TitleBlock>
  );
  if (!endedBy) {
    return (
      <Box {...hero.band}>
        <Container maxW={hero.maxW} py={hero.py}>
          {titleBlock}
        </Container>
      </Box>
    );
  }
  // An island's markup is its own, so the band cannot close inside it. The band is drawn
  // behind the grid's first two rows instead: the title's, and the island's first element's
  // (an island's element adds no box, so its elements are rows of this grid).
  return (
    <Box display="grid" position="relative" isolation="isolate">
      <Box
        {...hero.band}
        position="absolute"
        inset="0"
        gridRow="1 / 3"
        gridColumn="1"
        zIndex="-1"
      />
      <Container maxW={hero.maxW} pt={hero.py}>
        {titleBlock}
      </Container>
      {endedBy}
    </Box>
  );
}
