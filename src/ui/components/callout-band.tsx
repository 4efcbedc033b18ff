import type { StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Panel } from './panel';
import { TitleBlock } from './title-block';

type CalloutBandProps = {
  title: string;
  text: string;
  /** The heading level that fits the page's outline. */
  headingAs: 'h2' | 'h3';
  /** The band's buttons. */
  children: ReactNode;
} & Omit<StackProps, 'title' | 'children'>;

/** A highlighted band closing a section: a title, a line of text and its call to action. */
export function CalloutBand({ title, text, headingAs, children, ...rest }: CalloutBandProps) {
  return (
    <Panel
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap="5"
      p={{ base: '6', md: '8' }}
      borderColor="brand.muted"
      bg="brand.subtle/40"
      {...rest}
    >
      <TitleBlock look="band" as={headingAs} title={title} text={text} gap="1" />
      {children}
    </Panel>
  );
}
