import { Badge, Box, Button, Code, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { releasesConsole as texts } from '../../../content/admin/releases';
import { platformLabels } from '../../../content/devices';
import { allowedChanges } from '../../../machines/admin-releases/machine';
import type { ReleaseChange } from '../../../services/admin-releases';
import type { AdminRelease } from '../../../services/contract';
import { formatDate } from '../../signed-in/format';

type ReleaseListProps = {
  releases: readonly AdminRelease[];
  /** The release being changed now: its button spins. */
  changingVersion: string | null;
  busy: boolean;
  onChange: (version: string, change: ReleaseChange) => void;
};

const statusPalette = { draft: 'gray', published: 'green', withdrawn: 'orange' } as const;

function ReleaseFiles({ files }: { files: AdminRelease['files'] }) {
  if (files.length === 0) return <Text fontSize="sm">{texts.noFiles}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {files.map((file) => (
        <Box as="li" key={file.platform} fontSize="sm" minW="0">
          <Text as="span" fontWeight="medium">
            {platformLabels[file.platform]}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            {file.fileName} · {texts.size(file.size)}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate title={file.sha256}>
            {texts.sha256Label} <Code fontSize="xs">{file.sha256}</Code>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** Every release, newest first: its state, channel, downloads, files, notes and its action. */
export function ReleaseList({ releases, changingVersion, busy, onChange }: ReleaseListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={texts.listLabel}>
      {releases.map((release) => (
        <Box
          as="li"
          key={release.version}
          p="4"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          data-testid={`release-${release.version}`}
        >
          <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
            <Stack gap="3" flex="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Heading as="h3" size="md">
                  {release.version}
                </Heading>
                <Badge colorPalette={statusPalette[release.status]}>
                  {texts.status[release.status]}
                </Badge>
                <Badge variant="outline">{texts.channel[release.channel]}</Badge>
              </HStack>
              <HStack gap="6" flexWrap="wrap" fontSize="sm">
                <Text>
                  <Text as="span" color="fg.muted">
                    {texts.released}:
                  </Text>{' '}
                  {formatDate(release.date)}
                </Text>
                <Text>
                  <Text as="span" color="fg.muted">
                    {texts.downloads}:
                  </Text>{' '}
                  <span data-testid="downloads">{texts.downloadCount(release.downloads)}</span>
                </Text>
                <Text>
                  <Text as="span" color="fg.muted">
                    {texts.notes}:
                  </Text>{' '}
                  {release.notes.length}
                </Text>
              </HStack>
              <ReleaseFiles files={release.files} />
            </Stack>
            <HStack align="start">
              {allowedChanges(release).map((change) => (
                <Button
                  key={change}
                  size="sm"
                  variant={change === 'publish' ? 'solid' : 'outline'}
                  colorPalette={change === 'publish' ? 'brand' : 'red'}
                  aria-label={
                    change === 'publish'
                      ? texts.publishLabel(release.version)
                      : texts.withdrawLabel(release.version)
                  }
                  loading={changingVersion === release.version}
                  disabled={busy}
                  onClick={() => onChange(release.version, change)}
                >
                  {texts[change]}
                </Button>
              ))}
            </HStack>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
