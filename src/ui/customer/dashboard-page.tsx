import {
  Box,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
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
import { useSessionUser } from '../app/session-context';
import { useExternalLinks } from '../app/site-settings-context';
import { PageHeader } from './page-header';

type Action =
  | { label: string; text: string; icon: ReactNode; href: string; external?: boolean }
  | { label: string; text: string; icon: ReactNode; onClick: () => void };

/** /customer and /customer/dashboard (spec section 2): four groups of shortcuts. */
export function DashboardPage({ onSignOut }: { onSignOut: () => void }) {
  const user = useSessionUser();
  const links = useExternalLinks();
  const groups: Array<{ title: string; actions: Action[] }> = [
    {
      title: 'Installation',
      actions: [
        {
          label: 'Download',
          text: 'Get the desktop tool and the setup guide.',
          icon: <LuDownload />,
          href: '~/demo',
        },
        {
          label: 'Contact Support',
          text: 'Stuck with the setup? Write to us.',
          icon: <LuHeadset />,
          href: '/contact-us',
        },
      ],
    },
    {
      title: 'Trading Actions',
      actions: [
        {
          label: 'Script Store',
          text: 'Ready-made strategies for your platform.',
          icon: <LuStore />,
          href: '/script-store',
        },
        {
          label: 'AI Chat',
          text: 'Generate a script with our AI assistant.',
          icon: <LuBot />,
          href: '/chat',
        },
      ],
    },
    {
      title: 'Information',
      actions: [
        {
          label: 'Documentation',
          text: 'Guides for regions, signals and scripts.',
          icon: <LuBookOpen />,
          href: links.documentation,
          external: true,
        },
        {
          label: 'Community',
          text: 'Trade ideas and answers from other users.',
          icon: <LuUsers />,
          href: links.community,
          external: true,
        },
      ],
    },
    {
      title: 'Account',
      actions: [
        {
          label: 'Accounts',
          text: 'Your subscription and plan.',
          icon: <LuWallet />,
          href: '/accounts',
        },
        { label: 'Sign Out', text: 'End this session.', icon: <LuLogOut />, onClick: onSignOut },
      ],
    },
  ];

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}. Everything for your trading automation in one place.`}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        {groups.map((group) => (
          <Box
            as="section"
            key={group.title}
            aria-labelledby={`group-${group.title}`}
            p={{ base: '4', md: '5' }}
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="border"
            rounded="2xl"
          >
            <Heading
              as="h2"
              id={`group-${group.title}`}
              size="sm"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
              mb="4"
            >
              {group.title}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 1, '2xl': 2 }} gap="3">
              {group.actions.map((action) => (
                <ActionTile key={action.label} action={action} />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
}

function ActionTile({ action }: { action: Action }) {
  const body = (
    <Stack gap="1" flex="1" minW="0">
      <Text fontWeight="semibold">{action.label}</Text>
      <Text fontSize="sm" color="fg.muted">
        {action.text}
      </Text>
    </Stack>
  );
  const tile = {
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
  const icon = (
    <Icon boxSize="9" p="2" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink="0">
      {action.icon}
    </Icon>
  );
  if ('onClick' in action) {
    return (
      <Box as="button" {...tile} cursor="pointer" onClick={action.onClick}>
        {icon}
        {body}
      </Box>
    );
  }
  return (
    <LinkBox {...tile}>
      {icon}
      <Stack gap="1" flex="1" minW="0">
        <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
          {action.external ? (
            <a href={action.href} target="_blank" rel="noopener noreferrer">
              {action.label}
              <Text as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Text>
            </a>
          ) : (
            <RouterLink href={action.href}>{action.label}</RouterLink>
          )}
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted">
          {action.text}
        </Text>
      </Stack>
    </LinkBox>
  );
}
