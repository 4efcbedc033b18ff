import { AspectRatio, Box, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { LuPlay } from 'react-icons/lu';
import { installGuide } from '../../../content/install-guide';
import { externalLinks } from '../../../content/links';
import { art } from '../../components/brand-glow';

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

/**
 * The tutorial video: a thumbnail that opens a dialog. The video's frame is created only when
 * the dialog opens (and removed when it closes), so nothing loads from the video site before.
 */
export function VideoTutorial() {
  const { video } = installGuide;
  return (
    <Dialog.Root lazyMount unmountOnExit size={{ base: 'full', md: 'xl' }} placement="center">
      <Stack gap="4">
        <Dialog.Trigger asChild>
          <Box
            as="button"
            aria-label={video.openLabel}
            position="relative"
            display="block"
            w="full"
            rounded="2xl"
            overflow="hidden"
            borderWidth="1px"
            borderColor="border"
            cursor="pointer"
            transition="transform 0.2s, border-color 0.2s"
            _hover={{ borderColor: 'brand.muted', transform: 'translateY(-2px)' }}
            focusRing="outside"
          >
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
          <Dialog.Content bg="bg.subtle">
            <Dialog.Header>
              <Dialog.Title>{video.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="black">
                <iframe
                  src={`${externalLinks.tutorialVideo}?autoplay=1&rel=0`}
                  title={video.iframeTitle}
                  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                />
              </AspectRatio>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close video" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
