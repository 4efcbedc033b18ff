import { Alert, Link, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { downloadPage } from '../../../content/download';
import { installGuide } from '../../../content/install-guide';
import { INSTALLER_PATH } from '../../../content/links';
import { usePublicPageData } from '../public-page-data';
import { fileSize, latestStableFile } from '../releases';

/**
 * Seconds after the page has loaded before the download starts: none, so it starts before the
 * visitor could reach the link offered should it not.
 */
const DOWNLOAD_DELAY_SECONDS = 0;

/**
 * The guide's greeting for a visitor arriving from Free Download, which starts the download
 * itself, as download pages do: a refresh to the installer's address, declared in the page's
 * head (React places the `<meta>` there). The address answers with the file as an attachment,
 * so the browser downloads it and stays on this page. Being part of the HTML, it needs no
 * script and no island, and nothing else moves the page while it starts: the download and the
 * guide both happen on every tap (issue 32). The same address is offered as a link should the
 * download not start (a browser that blocks it, a closed prompt).
 */
export function DownloadGreeting() {
  const { greeting } = installGuide;
  // The version and size shown beside the link; the address is the fixed one, which always
  // serves the newest published installer, should one be published after this page was drawn.
  const installer = latestStableFile(usePublicPageData().releases, 'windows-x64');
  return (
    <Alert.Root status="success" variant="surface" rounded="xl" p={{ base: '5', md: '6' }}>
      <meta httpEquiv="refresh" content={`${DOWNLOAD_DELAY_SECONDS}; url=${INSTALLER_PATH}`} />
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="lg">{greeting.title}</Alert.Title>
        <Alert.Description>
          <Text textStyle={{ base: 'sm', md: 'md' }}>
            {greeting.text}
            <Link
              href={INSTALLER_PATH}
              download
              fontWeight="semibold"
              color="fg"
              textDecoration="underline"
              textUnderlineOffset="3px"
            >
              {greeting.retryLink}
              <LuDownload aria-hidden="true" />
            </Link>
            {greeting.retryEnd} {greeting.next}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {installer
              ? `${downloadPage.release(installer.version, fileSize(installer.size))} · ${downloadPage.fileNote}`
              : downloadPage.fileNote}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
