import { LuDownload, LuMessageSquareText } from 'react-icons/lu';
import { aiAgentHero } from '../../../content/hero';
import { installationAfterDownloadPath } from '../../../content/navigation';
import { siteShell } from '../../../content/site-shell';
import { useExternalLinks } from '../../app/site-settings-context';
import { kit } from '../islands/kit.styles';
import { styles } from './download-actions.styles';

/**
 * 'Free Download' and 'Ask ChatGPT', two plain links (no island: nothing here waits for a
 * script). Free Download opens the installation guide for a fresh download, which starts the
 * download itself on arrival (demo/download-greeting.tsx): one navigation, so a tap at any
 * moment, or with scripts off, both downloads and opens the guide. A download started by script
 * as the page changed lost that race about one tap in seven (issue 32).
 */
export function DownloadActions() {
  const links = useExternalLinks();
  const { freeDownload, askGpt } = aiAgentHero;
  return (
    <div className={styles.row}>
      <div className={styles.action}>
        <a className={styles.download} href={installationAfterDownloadPath}>
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
}
