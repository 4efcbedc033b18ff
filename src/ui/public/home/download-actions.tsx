import { LuDownload, LuMessageSquareText } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { aiAgentHero } from '../../../content/hero';
import { INSTALLER_PATH } from '../../../content/links';
import { installationAfterDownloadPath } from '../../../content/navigation';
import { siteShell } from '../../../content/site-shell';
import { startDownload } from '../../../services/browser-window';
import { useExternalLinks } from '../../app/site-settings-context';
import { defineIsland } from '../islands/island';

import { kit } from '../islands/kit.styles';
import { styles } from './download-actions.styles';

/** 'Free Download' (the installer, then the installation guide) and 'Ask ChatGPT'. */
export const DownloadActions = defineIsland('download-actions', function DownloadActions() {
  const [, navigate] = useLocation();
  const links = useExternalLinks();
  const { freeDownload, askGpt } = aiAgentHero;
  return (
    <div className={styles.row}>
      <div className={styles.action}>
        <a
          className={styles.download}
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
          <span className={styles.badge}>{freeDownload.badge}</span>
        </a>
        <p className={kit.caption}>{freeDownload.caption}</p>
      </div>
      <div className={styles.action}>
        <a
          className={styles.askGpt}
          href={links.customGpt}
          target="_blank"
          rel="noopener noreferrer"
        >
          <LuMessageSquareText aria-hidden="true" />
          {askGpt.label}
          <span className={kit.srOnly}>{siteShell.newTabNote}</span>
        </a>
        <p className={kit.caption}>{askGpt.caption}</p>
      </div>
    </div>
  );
});
