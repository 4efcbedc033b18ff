import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuClock, LuMail, LuUsers } from 'react-icons/lu';
import { customerContactTexts } from '../../../content/contact';
import { useExternalLinks } from '../../app/site-settings-context';
import { otherWays as styles } from './contact.styles';

const texts = customerContactTexts.otherWays;

/** Beside the contact form: the support address, the response time and the community. */
export function OtherWaysToReachUs() {
  const links = useExternalLinks();
  return (
    <aside aria-label={texts.label} className={styles.list}>
      <InfoTile icon={LuMail} title={texts.email.title}>
        <a href={`mailto:${texts.email.address}`} className={styles.link}>
          {texts.email.address}
        </a>
      </InfoTile>
      <InfoTile icon={LuClock} title={texts.response.title}>
        <p className={styles.muted}>{texts.response.text}</p>
      </InfoTile>
      <InfoTile icon={LuUsers} title={texts.community.title}>
        <a href={links.community} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {texts.community.action}
        </a>
      </InfoTile>
    </aside>
  );
}

function InfoTile({
  icon: Icon,
  title,
  children,
}: {
  icon: IconType;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.tile}>
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children}
      </div>
    </div>
  );
}
