import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBookOpen,
  LuBot,
  LuDownload,
  LuHeadset,
  LuLogOut,
  LuStore,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { customerShell } from '../../../content/customer-navigation';
import type { DashboardTile as Tile } from '../../../content/customer-pages';
import { useExternalLinks } from '../../app/site-settings-context';
import { cx } from '../../public/islands/island-styles';
import { kit } from '../../public/islands/kit.styles';
import { dashboard as styles } from './dashboard.styles';

const icons: Record<Tile['id'], IconType> = {
  download: LuDownload,
  support: LuHeadset,
  store: LuStore,
  chat: LuBot,
  documentation: LuBookOpen,
  community: LuUsers,
  accounts: LuWallet,
  signOut: LuLogOut,
};

/** A dashboard shortcut: a whole-tile link to a page or an external address, or Sign Out. */
export function DashboardTile({ tile, onSignOut }: { tile: Tile; onSignOut: () => void }) {
  const links = useExternalLinks();
  const Icon = icons[tile.id];
  const icon = <Icon className={styles.icon} aria-hidden="true" focusable="false" />;
  if (tile.target.kind === 'signOut') {
    return (
      <button type="button" className={cx(styles.tile, styles.buttonTile)} onClick={onSignOut}>
        {icon}
        <TileText label={<span className={styles.label}>{tile.label}</span>} text={tile.text} />
      </button>
    );
  }
  return (
    <div className={styles.tile}>
      {icon}
      <TileText
        label={
          tile.target.kind === 'page' ? (
            // `~` leaves the nested /customer router: the path is the page's whole path.
            <RouterLink href={`~${tile.target.path}`} className={styles.overlay}>
              {tile.label}
            </RouterLink>
          ) : (
            <a
              href={links[tile.target.link]}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.overlay}
            >
              {tile.label}
              <span className={kit.srOnly}>{customerShell.newTabSuffix}</span>
            </a>
          )
        }
        text={tile.text}
      />
    </div>
  );
}

/**
 * The tile's name (plain, or the link that covers the tile) over its line of text: phrasing
 * elements, as a button may hold.
 */
function TileText({ label, text }: { label: ReactNode; text: string }) {
  return (
    <span className={styles.text}>
      {label}
      <span className={styles.caption}>{text}</span>
    </span>
  );
}
