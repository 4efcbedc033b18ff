import { Box, Code, Heading, List, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CodeBlock } from './code-block';
import { type Block, type Inline, parseBlocks, parseInline } from './markdown';

/**
 * An assistant reply as React elements (never injected HTML). Loaded on its own, with the chat
 * screen only.
 */
export default function MarkdownView({ source }: { source: string }) {
  return <Blocks blocks={parseBlocks(source)} />;
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <Stack gap="3" minW="0">
      {blocks.map((block, index) => (
        // Blocks never move within a reply, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <BlockView key={index} block={block} />
      ))}
    </Stack>
  );
}

const headingSizes = ['lg', 'md', 'sm', 'sm', 'xs', 'xs'] as const;

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return <Text>{inlines(block.text)}</Text>;
    case 'heading':
      return (
        <Heading as="h3" size={headingSizes[block.level - 1] ?? 'sm'}>
          {inlines(block.text)}
        </Heading>
      );
    case 'list':
      return (
        <List.Root
          as={block.ordered ? 'ol' : 'ul'}
          ps="5"
          gap="1"
          listStyleType={block.ordered ? 'decimal' : 'disc'}
          {...(block.ordered && block.start !== 1 ? { start: block.start } : {})}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items never move within a reply
            <List.Item key={index}>{inlines(item)}</List.Item>
          ))}
        </List.Root>
      );
    case 'quote':
      return (
        <Box
          as="blockquote"
          borderStartWidth="3px"
          borderColor="brand.muted"
          ps="3"
          color="fg.muted"
        >
          <Blocks blocks={block.blocks} />
        </Box>
      );
    case 'code':
      return <CodeBlock language={block.language} code={block.code} />;
    case 'rule':
      return <Separator />;
  }
}

function inlines(text: string): ReactNode[] {
  return parseInline(text).map(renderInline);
}

function renderInline(node: Inline, index: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'code':
      return (
        <Code key={index} variant="subtle" fontSize="0.9em" wordBreak="break-word">
          {node.text}
        </Code>
      );
    case 'strong':
      return (
        <Text as="strong" key={index} fontWeight="semibold">
          {node.children.map(renderInline)}
        </Text>
      );
    case 'em':
      return (
        <Text as="em" key={index} fontStyle="italic">
          {node.children.map(renderInline)}
        </Text>
      );
  }
}
