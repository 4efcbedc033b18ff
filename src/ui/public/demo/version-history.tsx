import { Badge, Heading, HStack, Stack, Text, Timeline } from '@chakra-ui/react';
import { LuTag } from 'react-icons/lu';
import {
  formatReleaseDate,
  versionHistorySection as section,
  shownVersion,
} from '../../../content/version-history';
import type { ReleaseNoteTag } from '../../../services/contract';
import { TitleBlock } from '../../components/title-block';
import { usePublicPageData } from '../public-page-data';
import { latestStable, newestFirst } from '../releases';

const tagPalette: Record<ReleaseNoteTag, string> = {
  Feature: 'brand',
  Enhancement: 'blue',
  Fix: 'orange',
};

/**
 * The desktop tool's published releases, newest first, with tagged notes; the newest stable
 * one is the latest.
 */
export function VersionHistory() {
  const releases = newestFirst(usePublicPageData().releases);
  const latest = latestStable(releases);
  return (
    <Stack gap="6">
      <TitleBlock look="block" as="h2" title={section.title} text={section.text} gap="1" />
      {releases.length === 0 && <Text color="fg.muted">{section.none}</Text>}
      <Timeline.Root size="lg" colorPalette="brand">
        {releases.map((release) => (
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
                  {shownVersion(release.version)}
                </Heading>
                {release === latest && (
                  <Badge colorPalette="brand" variant="solid">
                    {section.latestBadge}
                  </Badge>
                )}
                {release.channel === 'beta' && (
                  <Badge colorPalette="purple" variant="outline">
                    {section.betaBadge}
                  </Badge>
                )}
                <Text asChild color="fg.muted" fontSize="sm">
                  <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>
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
