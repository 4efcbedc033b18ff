import { Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuExternalLink } from 'react-icons/lu';
import { scriptDetailTexts } from '../../../content/script-store';

const texts = scriptDetailTexts.content;

/**
 * The script itself, for those entitled to it: a link its author hosts (opened in a new tab), or
 * the server's one-hour download link.
 */
export function ScriptContent({ contentLink }: { contentLink: string }) {
  const isExternal = /^https?:\/\//.test(contentLink);
  return (
    <Stack
      gap="3"
      p="5"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="brand.emphasized"
      rounded="xl"
      data-testid="script-content"
    >
      <Text fontWeight="semibold">{texts.title}</Text>
      <Text fontSize="sm" color="fg.muted">
        {isExternal ? texts.hosted : texts.download}
      </Text>
      <Code
        fontSize="xs"
        p="2"
        rounded="md"
        wordBreak="break-all"
        whiteSpace="normal"
        color="fg.muted"
      >
        {contentLink}
      </Code>
      <Box>
        <Button asChild colorPalette="brand">
          <a
            href={contentLink}
            {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
          >
            {isExternal ? <LuExternalLink /> : <LuDownload />}
            {isExternal ? texts.open : texts.save}
          </a>
        </Button>
      </Box>
    </Stack>
  );
}
