import { Badge, Heading, HStack, Stack, Text, Timeline } from '@chakra-ui/react';
import { LuTag } from 'react-icons/lu';
import {
  type ReleaseTag,
  versionHistorySection as section,
  versionHistory,
} from '../../../content/version-history';
import { TitleBlock } from '../../components/title-block';

const tagPalette: Record<ReleaseTag, string> = {
  Feature: 'brand',
  Enhancement: 'blue',
  Fix: 'orange',
};

/** The desktop tool's releases, newest first (the first is the latest), with tagged notes. */
export function VersionHistory() {
  return (
    <Stack gap="6">
      <TitleBlock look="block" as="h2" title={section.title} text={section.text} gap="1" />
      <Timeline.Root size="lg" colorPalette="brand">
        {versionHistory.map((release, index) => (
          <Timeline.Item key={release.version}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator>
                <LuTag />
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content gap="3" pb="8">
              <HStack gap="3" wrap="wrap">
                <Heading as="h3" size="lg">
                  {release.version}
                </Heading>
                {index === 0 && (
                  <Badge colorPalette="brand" variant="solid">
                    {section.latestBadge}
                  </Badge>
                )}
                <Text asChild color="fg.muted" fontSize="sm">
                  <time dateTime={release.isoDate}>{release.date}</time>
                </Text>
              </HStack>
              <Stack as="ul" gap="2" listStyleType="none">
                {release.notes.map((note) => (
                  <HStack as="li" key={note.text} gap="3" align="flex-start">
                    <Badge
                      colorPalette={tagPalette[note.tag]}
                      variant="subtle"
                      minW="24"
                      justifyContent="center"
                      flexShrink={0}
                    >
                      {note.tag}
                    </Badge>
                    <Text fontSize="sm">{note.text}</Text>
                  </HStack>
                ))}
              </Stack>
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
    </Stack>
  );
}
