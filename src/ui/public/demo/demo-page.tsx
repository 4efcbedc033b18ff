import { Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearch } from 'wouter';
import { installGuide } from '../../../content/install-guide';
import { FROM_DOWNLOAD_PARAM } from '../../../content/navigation';
import { pagePaths } from '../../../services/contract';
import { PageHero } from '../../components/page-hero';
import { PageMeta } from '../../components/page-meta';
import { Panel } from '../../components/panel';
import { ScheduleCallButton } from '../../components/schedule-call-button';
import { DocsButton } from './docs-button';
import { DownloadGreeting } from './download-greeting';
import { InstallSteps } from './install-steps';
import { SystemRequirements } from './system-requirements';
import { VersionHistory } from './version-history';
import { VideoTutorial } from './video-tutorial';

/**
 * /demo, the installation guide. Arriving from Free Download (`?fromDownload=true`) starts the
 * download, greets the visitor and puts the install steps first, since that is what they need
 * next.
 */
export default function DemoPage() {
  const fromDownload = new URLSearchParams(useSearch()).get(FROM_DOWNLOAD_PARAM) === 'true';
  const { help } = installGuide;
  const main = fromDownload
    ? [<InstallSteps key="steps" />, <VideoTutorial key="video" />]
    : [<VideoTutorial key="video" />, <InstallSteps key="steps" />];
  return (
    <>
      <PageMeta path={pagePaths.installation} />
      <PageHero
        eyebrow={installGuide.eyebrow}
        title={installGuide.title}
        intro={installGuide.intro}
      />
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          {fromDownload && <DownloadGreeting />}
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '10', lg: '12' }}>
            <Stack gap={{ base: '10', md: '12' }}>{main}</Stack>
            <Stack gap="6">
              <Panel gap="4" p="6">
                <Heading as="h2" size="xl">
                  {help.title}
                </Heading>
                <Text color="fg.muted">{help.text}</Text>
                <Stack gap="3">
                  <DocsButton />
                  <ScheduleCallButton label={help.scheduleLabel} look="outline" />
                </Stack>
              </Panel>
              <Panel gap="4" p="6">
                <SystemRequirements />
              </Panel>
            </Stack>
          </Grid>
          <VersionHistory />
        </Stack>
      </Container>
    </>
  );
}
