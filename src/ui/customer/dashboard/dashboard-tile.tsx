import { Box, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

const icons: Record<Tile['id'], ReactNode> = {
  download: <LuDownload />,
  support: <LuHeadset />,
  store: <LuStore />,
  chat: <LuBot />,
  documentation: <LuBookOpen />,
  community: <LuUsers />,
  accounts: <LuWallet />,
  signOut: <LuLogOut />,
};

const tileStyle = {
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  h: 'full',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.muted',
  rounded: 'xl',
  textAlign: 'start',
  transition: 'border-color 0.15s, background 0.15s',
  _hover: { borderColor: 'brand.emphasized', bg: 'bg.emphasized' },
  _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing' },
} as const;

/** A dashboard shortcut: a whole-tile link to a page or an external address, or Sign Out. */
export function DashboardTile({ tile, onSignOut }: { tile: Tile; onSignOut: () => void }) {
  const links = useExternalLinks();
  const icon = (
    <Icon boxSize="9" p="2" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink="0">
      {icons[tile.id]}
    </Icon>
  );
  if (tile.target.kind === 'signOut') {
    return (
      <Box as="button" {...tileStyle} cursor="pointer" onClick={onSignOut}>
        {icon}
        <TileText label={<Text fontWeight="semibold">{tile.label}</Text>} text={tile.text} />
      </Box>
    );
  }
  return (
    <LinkBox {...tileStyle}>
      {icon}
      <TileText
        label={
          <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
            {tile.target.kind === 'page' ? (
              // `~` leaves the nested /customer router: the path is the page's whole path.
              <RouterLink href={`~${tile.target.path}`}>{tile.label}</RouterLink>
            ) : (
              <a href={links[tile.target.link]} target="_blank" rel="noopener noreferrer">
                {tile.label}
                <Text as="span" srOnly>
                  {customerShell.newTabSuffix}
                </Text>
              </a>
            )}
          </LinkOverlay>
        }
        text={tile.text}
      />
    </LinkBox>
  );
}

/** The tile's name (plain, or the link that covers the tile) over its line of text. */
function TileText({ label, text }: { label: ReactNode; text: string }) {
  return (
    <Stack gap="1" flex="1" minW="0">
      {label}
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}
