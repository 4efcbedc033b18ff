import { Heading, type HeadingProps, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Eyebrow } from './eyebrow';

type Look = {
  size: HeadingProps['size'];
  letterSpacing?: HeadingProps['letterSpacing'];
  textSize?: HeadingProps['fontSize'];
  textMaxW?: HeadingProps['maxW'];
};

const large = { letterSpacing: 'tight', textSize: { base: 'md', md: 'lg' } } as const;

/**
 * Titles from a page's hero down to a box's heading. The large ones are set tight, and the
 * hero's line of context stays narrow enough to read at a glance.
 */
const looks = {
  hero: { size: { base: '3xl', md: '5xl' }, ...large, textMaxW: '2xl' },
  section: { size: { base: '2xl', md: '4xl' }, ...large },
  block: { size: '2xl' },
  band: { size: 'xl' },
} satisfies Record<string, Look>;

type TitleBlockProps = {
  look: keyof typeof looks;
  /** The heading level that fits the page's outline. */
  as: 'h1' | 'h2' | 'h3';
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  /** The heading's id, for a region it names (`aria-labelledby`). */
  headingId?: string;
  children?: ReactNode;
} & Omit<StackProps, 'title' | 'as'>;

/** A small label, a heading and a line of context: the top of a page, a section or a box. */
export function TitleBlock({
  look,
  as,
  eyebrow,
  title,
  text,
  headingId,
  children,
  ...stackProps
}: TitleBlockProps) {
  const { size, letterSpacing, textSize, textMaxW }: Look = looks[look];
  return (
    <Stack {...stackProps}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading id={headingId} as={as} size={size} letterSpacing={letterSpacing}>
        {title}
      </Heading>
      {text && (
        <Text fontSize={textSize} color="fg.muted" maxW={textMaxW}>
          {text}
        </Text>
      )}
      {children}
    </Stack>
  );
}
