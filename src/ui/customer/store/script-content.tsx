import { LuDownload, LuExternalLink } from 'react-icons/lu';
import { scriptDetailTexts } from '../../../content/script-store';
import { buttonClass } from '../../components/kit/button';
import { scriptPage as styles } from './store.styles';

const texts = scriptDetailTexts.content;

/**
 * The script itself, for those entitled to it: a link its author hosts (opened in a new tab), or
 * the server's one-hour download link.
 */
export function ScriptContent({ contentLink }: { contentLink: string }) {
  const isExternal = /^https?:\/\//.test(contentLink);
  return (
    <div className={styles.content} data-testid="script-content">
      <p className={styles.contentTitle}>{texts.title}</p>
      <p className={styles.contentText}>{isExternal ? texts.hosted : texts.download}</p>
      <code className={styles.link}>{contentLink}</code>
      <div>
        <a
          href={contentLink}
          className={buttonClass({ palette: 'brand' })}
          {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
        >
          {isExternal ? <LuExternalLink /> : <LuDownload />}
          {isExternal ? texts.open : texts.save}
        </a>
      </div>
    </div>
  );
}
