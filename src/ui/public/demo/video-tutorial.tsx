import { useSelector } from '@xstate/react';
import { type ReactNode, useRef, useState } from 'react';
import { LuExternalLink, LuPlay } from 'react-icons/lu';
import { installGuide } from '../../../content/install-guide';
import { siteShell } from '../../../content/site-shell';
import { createVideoEmbedActors } from '../../../machines/video-embed/actors';
import { videoEmbedMachine } from '../../../machines/video-embed/machine';
import { selectIsUnavailable, selectPlayerState } from '../../../machines/video-embed/selectors';
import * as videoPlayer from '../../../services/video-player';
import { useExternalLinks } from '../../app/site-settings-context';
import { art } from '../../components/brand-glow';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { defineIsland } from '../islands/island';
import { IslandDialog } from '../islands/island-dialog';

import { kit } from '../islands/kit.styles';
import { styles } from './video-tutorial.styles';

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

/** The embed address with autoplay, and the player's messages on (`enablejsapi`) for this page. */
function embedAddress(link: string): string {
  const url = new URL(link);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', window.location.origin);
  return url.href;
}

type PlayerBoxProps = { state?: string; unavailable: boolean; children?: ReactNode };

/**
 * The player's box: the frame, or, when the embed cannot load or play (the video site
 * unreachable or blocked, the video gone), a plain link to the video on its own site instead
 * of an error.
 */
function PlayerBox({ state, unavailable, children }: PlayerBoxProps) {
  const { video } = installGuide;
  const links = useExternalLinks();
  return (
    <div className={styles.player} data-player={state}>
      <div className={styles.elsewhere} hidden={!unavailable}>
        <p>{video.unavailable}</p>
        <a
          className={styles.watchLink}
          href={links.tutorialVideoPage}
          target="_blank"
          rel="noopener noreferrer"
        >
          {video.watchElsewhere}
          <LuExternalLink aria-hidden="true" />
          <span className={kit.srOnly}>{siteShell.newTabNote}</span>
        </a>
      </div>
      {children}
    </div>
  );
}

/** The player in its frame, watched by the video-embed machine, while the dialog is open. */
function TutorialPlayer() {
  const { video } = installGuide;
  const links = useExternalLinks();
  const frame = useRef<HTMLIFrameElement>(null);
  const embed = useMachineActor(videoEmbedMachine, {
    provide: () => ({ actors: createVideoEmbedActors(videoPlayer, () => frame.current) }),
  });
  const unavailable = useSelector(embed, selectIsUnavailable);
  const stateName = useSelector(embed, selectPlayerState);
  return (
    <PlayerBox state={stateName} unavailable={unavailable}>
      {!unavailable && (
        <iframe
          ref={frame}
          src={embedAddress(links.tutorialVideo)}
          title={video.iframeTitle}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      )}
    </PlayerBox>
  );
}

/**
 * The tutorial video: a thumbnail that opens a dialog. The video's frame is created only when
 * the dialog opens (and removed when it closes), so nothing loads from the video site before.
 */
export const VideoTutorial = defineIsland('video-tutorial', function VideoTutorial() {
  const { video } = installGuide;
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.thumbnail}
        aria-label={video.openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Thumbnail />
        <span className={styles.duration}>{video.duration}</span>
      </button>
      <div className={styles.caption}>
        <p className={styles.title}>
          <LuPlay aria-hidden="true" />
          {video.title}
        </p>
        <p className={styles.text}>{video.text}</p>
      </div>
      <IslandDialog
        open={open}
        onClose={() => setOpen(false)}
        title={video.dialogTitle}
        closeLabel={video.closeLabel}
      >
        {open ? <TutorialPlayer /> : <PlayerBox unavailable={false} />}
      </IslandDialog>
    </div>
  );
});
