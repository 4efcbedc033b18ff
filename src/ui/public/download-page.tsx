import {
  Button,
  Code,
  Container,
  Heading,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowRight, LuDownload } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { downloadPage as page } from '../../content/download';
import { INSTALLER_PATH } from '../../content/links';
import { pagePaths } from '../../services/contract';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { Panel } from '../components/panel';
import { SystemRequirements } from './demo/system-requirements';
import { usePublicPageData } from './public-page-data';
import { fileSize, latestStableFile } from './releases';

/** /download: the installer archive, and the way to the installation guide. */
export default function DownloadPage() {
  // The latest published installer; the file at the fixed address while none is published.
  const installer = latestStableFile(usePublicPageData().releases, 'windows-x64');
  return (
    <>
      <PageMeta path={pagePaths.download} />
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro}>
        <Stack gap="3" align={{ base: 'flex-start', md: 'center' }}>
          <Button asChild colorPalette="brand" size="xl">
            <a href={installer?.url ?? INSTALLER_PATH} download>
              <LuDownload aria-hidden="true" />
              {page.button}
            </a>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {page.fileNote}
          </Text>
          {installer && (
            <Stack gap="1" fontSize="sm" color="fg.muted" data-installer={installer.version}>
              <Text>{page.release(installer.version, fileSize(installer.size))}</Text>
              <Text>
                {page.checksumLabel}{' '}
                <Code wordBreak="break-all" variant="surface">
                  {installer.sha256}
                </Code>
              </Text>
            </Stack>
          )}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink href={pagePaths.installation}>
              {page.instructions}
              <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Link>
        </Stack>
      </PageHero>
      <Container maxW="5xl" py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Panel gap="6" p={{ base: '6', md: '8' }}>
            <Heading as="h2" size="xl">
              {page.afterTitle}
            </Heading>
            <List.Root as="ol" gap="3" ps="5" color="fg.muted">
              {page.after.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
            <Text color="fg.muted">{page.macNote}</Text>
          </Panel>
          <Panel gap="6" p={{ base: '6', md: '8' }}>
            <SystemRequirements />
          </Panel>
        </SimpleGrid>
      </Container>
    </>
  );
}
