import { Badge, Button, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { LuDownload, LuMessageSquareText } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { aiAgentHero } from '../../../content/hero';
import { INSTALLER_PATH } from '../../../content/links';
import { installationAfterDownloadPath } from '../../../content/navigation';
import { siteShell } from '../../../content/site-shell';
import { startDownload } from '../../../services/browser-window';
import { useExternalLinks } from '../../app/site-settings-context';
import { defineIsland } from '../islands/island';

/** 'Free Download' (the installer, then the installation guide) and 'Ask ChatGPT'. */
export const DownloadActions = defineIsland('download-actions', function DownloadActions() {
  const [, navigate] = useLocation();
  const links = useExternalLinks();
  const { freeDownload, askGpt } = aiAgentHero;
  return (
    <Wrap gap="4" align="flex-start" justify={{ base: 'center', lg: 'flex-start' }}>
      <Stack gap="2" align="center">
        <Button asChild colorPalette="brand" size="xl">
          <a
            href={INSTALLER_PATH}
            download
            onClick={(event) => {
              event.preventDefault();
              startDownload(INSTALLER_PATH);
              navigate(installationAfterDownloadPath);
            }}
          >
            <LuDownload aria-hidden="true" />
            {freeDownload.label}
            <Badge colorPalette="orange" variant="solid" size="sm" rounded="full">
              {freeDownload.badge}
            </Badge>
          </a>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {freeDownload.caption}
        </Text>
      </Stack>
      <Stack gap="2" align="center">
        <Button asChild variant="outline" size="xl">
          <a href={links.customGpt} target="_blank" rel="noopener noreferrer">
            <LuMessageSquareText aria-hidden="true" />
            {askGpt.label}
            <VisuallyHidden>{siteShell.newTabNote}</VisuallyHidden>
          </a>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {askGpt.caption}
        </Text>
      </Stack>
    </Wrap>
  );
});
