import { Box, Code, Heading, Link, List, Separator, Text } from '@chakra-ui/react';
import Markdown, { type Components } from 'react-markdown';
import { CodeBlock } from './code-block';

/**
 * An assistant reply rendered by react-markdown into the theme's elements. Raw HTML in a reply
 * stays text (react-markdown never renders it without a plugin), and unsafe link targets are
 * dropped by its default URL filter. Loaded on its own, with the chat screen only.
 */
export default function MarkdownView({ source }: { source: string }) {
  return (
    <Box minW="0" display="flex" flexDirection="column" gap="3">
      <Markdown components={components}>{source}</Markdown>
    </Box>
  );
}

const heading =
  (size: 'lg' | 'md' | 'sm') =>
  ({ children }: { children?: React.ReactNode }) => (
    <Heading as="h3" size={size}>
      {children}
    </Heading>
  );

const components: Components = {
  p: ({ children }) => <Text>{children}</Text>,
  h1: heading('lg'),
  h2: heading('md'),
  h3: heading('sm'),
  h4: heading('sm'),
  h5: heading('sm'),
  h6: heading('sm'),
  ul: ({ children }) => (
    <List.Root as="ul" ps="5" gap="1" listStyleType="disc">
      {children}
    </List.Root>
  ),
  ol: ({ children, start }) => (
    <List.Root as="ol" ps="5" gap="1" listStyleType="decimal" {...(start ? { start } : {})}>
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="3px" borderColor="brand.muted" ps="3" color="fg.muted">
      {children}
    </Box>
  ),
  hr: () => <Separator />,
  a: ({ children, href }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
      {children}
    </Link>
  ),
  // A fenced block arrives as <pre><code>; the code renderer below draws the whole block.
  pre: ({ children }) => <>{children}</>,
  code: ({ className, children }) => {
    const text = String(children ?? '');
    const language = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
    // Fenced code always ends with a line break; inline code never holds one.
    if (language || text.endsWith('\n')) {
      return <CodeBlock language={language ?? ''} code={text} />;
    }
    return <Code>{text}</Code>;
  },
};
