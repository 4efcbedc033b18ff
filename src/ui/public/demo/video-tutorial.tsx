import {
  AspectRatio,
  Box,
  type BoxProps,
  CloseButton,
  Dialog,
  Link,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { LuExternalLink, LuPlay } from 'react-icons/lu';
import { installGuide } from '../../../content/install-guide';
import { siteShell } from '../../../content/site-shell';
import { inspect } from '../../../machines/inspector';
import { createVideoEmbedActors } from '../../../machines/video-embed/actors';
import { videoEmbedMachine } from '../../../machines/video-embed/machine';
import { selectIsUnavailable, selectPlayerState } from '../../../machines/video-embed/selectors';
import * as videoPlayer from '../../../services/video-player';
import { useExternalLinks } from '../../app/site-settings-context';
import { art } from '../../components/brand-glow';
import { hoverLift } from '../../components/hover-lift';
import { defineIsland } from '../islands/island';

/** A thumbnail drawn for this site: the app's window over a chart, with a play button. */
function Thumbnail() {
  return (
    <svg width="100%" viewBox="0 0 640 360" aria-hidden="true" focusable="false">
      <rect width="640" height="360" fill={art.panelDeep} />
      <rect x="40" y="40" width="560" height="280" rx="16" fill={art.panel} />
      <path
        d="M70 260 L150 220 L210 236 L290 170 L360 190 L440 120 L520 140 L570 90"
        fill="none"
        stroke={art.brand}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect
        x="420"
        y="80"
        width="120"
        height="90"
        rx="8"
        fill="none"
        stroke={art.brand}
        strokeWidth="3"
        strokeDasharray="10 7"
      />
      <circle cx="320" cy="180" r="48" fill={art.brand} />
      <path d="M306 156 L306 204 L346 180 Z" fill={art.brandDeep} />
    </svg>
  );
}

/** The thumbnail is the dialog's trigger: a framed picture the width of its column. */
const thumbnailButton = {
  position: 'relative',
  display: 'block',
  w: 'full',
  rounded: '2xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  ...hoverLift,
  focusRing: 'outside',
} satisfies BoxProps;

/** The embed address with autoplay, and the player's messages on (`enablejsapi`) for this page. */
function embedAddress(link: string): string {
  const url = new URL(link);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', window.location.origin);
  return url.href;
}

/**
 * The player in its frame, or, when the embed cannot load or play (the video site unreachable
 * or blocked, the video gone), a plain link to the video on its own site instead of an error.
 */
function TutorialPlayer() {
  const { video } = installGuide;
  const links = useExternalLinks();
  const frame = useRef<HTMLIFrameElement>(null);
  const [machine] = useState(() =>
    videoEmbedMachine.provide({
      actors: createVideoEmbedActors(videoPlayer, () => frame.current),
    }),
  );
  const embed = useActorRef(machine, { inspect });
  const unavailable = useSelector(embed, selectIsUnavailable);
  const stateName = useSelector(embed, selectPlayerState);
  return (
    <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="black" data-player={stateName}>
      {unavailable ? (
        <Stack align="center" justify="center" gap="3" p="6" textAlign="center" color="white">
          <Text>{video.unavailable}</Text>
          <Link
            href={links.tutorialVideoPage}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            fontWeight="semibold"
            textDecoration="underline"
          >
            {video.watchElsewhere}
            <LuExternalLink aria-hidden="true" />
            <VisuallyHidden>{siteShell.newTabNote}</VisuallyHidden>
          </Link>
        </Stack>
      ) : (
        <iframe
          ref={frame}
          src={embedAddress(links.tutorialVideo)}
          title={video.iframeTitle}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      )}
    </AspectRatio>
  );
}

/**
 * The tutorial video: a thumbnail that opens a dialog. The video's frame is created only when
 * the dialog opens (and removed when it closes), so nothing loads from the video site before.
 */
export const VideoTutorial = defineIsland('video-tutorial', function VideoTutorial() {
  const { video } = installGuide;
  return (
    <Dialog.Root lazyMount unmountOnExit size={{ base: 'full', md: 'xl' }} placement="center">
      <Stack gap="4">
        <Dialog.Trigger asChild>
          <Box as="button" aria-label={video.openLabel} {...thumbnailButton}>
            <Thumbnail />
            <Box
              position="absolute"
              bottom="3"
              right="3"
              px="2"
              py="0.5"
              rounded="md"
              bg="blackAlpha.700"
              color="white"
              fontSize="sm"
            >
              {video.duration}
            </Box>
          </Box>
        </Dialog.Trigger>
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="lg" display="flex" alignItems="center" gap="2">
            <LuPlay aria-hidden="true" />
            {video.title}
          </Text>
          <Text color="fg.muted">{video.text}</Text>
        </Stack>
      </Stack>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* From md on, undo what the phone's full-screen size sets (its height, square corners,
              no margin): responsive sizes do not reset each other. */}
          <Dialog.Content
            bg="bg.subtle"
            minH={{ md: 'auto' }}
            borderRadius={{ md: 'l3' }}
            css={{ md: { '--dialog-margin': 'initial' } }}
          >
            <Dialog.Header>
              <Dialog.Title>{video.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <TutorialPlayer />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={video.closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
