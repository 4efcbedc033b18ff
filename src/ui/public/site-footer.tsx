import {
  Box,
  Link as ChakraLink,
  Container,
  Flex,
  HStack,
  IconButton,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { Link as RouterLink } from 'wouter';
import { TAGLINE } from '../../content/brand';
import { footer, type SocialLink } from '../../content/footer';
import type { NavItem } from '../../content/navigation';
import { siteShell } from '../../content/site-shell';
import { pagePaths } from '../../services/contract';
import { useExternalLinks } from '../app/site-settings-context';
import { Logo } from '../components/logo';
import { NavLinks } from '../components/nav-link';

const socialIcons: Record<SocialLink['icon'], IconType> = {
  x: FaXTwitter,
  youtube: FaYoutube,
  facebook: FaFacebookF,
  instagram: FaInstagram,
};

function LinkColumn({ title, links }: { title: string; links: readonly NavItem[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="3" minW="36">
      <Text fontSize="sm" fontWeight="semibold" color="fg">
        {title}
      </Text>
      <NavLinks items={links} look="column" />
    </Stack>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const links = useExternalLinks();
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="auto">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '10', md: '16' }}
          justify="space-between"
        >
          <Stack gap="4" maxW="sm">
            <ChakraLink
              asChild
              alignSelf="flex-start"
              rounded="md"
              _hover={{ textDecoration: 'none' }}
            >
              <RouterLink href={pagePaths.home} aria-label={siteShell.homeLinkLabel}>
                <Logo />
              </RouterLink>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              {TAGLINE}
            </Text>
            <HStack gap="1">
              {footer.socialLinks.map((social) => {
                const Icon = socialIcons[social.icon];
                return (
                  <IconButton key={social.icon} asChild variant="ghost" size="sm" color="fg.muted">
                    <a
                      href={links[social.link]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${social.label}${siteShell.newTabNote}`}
                    >
                      <Icon />
                    </a>
                  </IconButton>
                );
              })}
            </HStack>
          </Stack>
          <Flex gap={{ base: '10', sm: '16' }} wrap="wrap">
            <LinkColumn title={footer.mainTitle} links={footer.mainLinks} />
            <LinkColumn title={footer.legalTitle} links={footer.legalLinks} />
          </Flex>
        </Flex>
        <Separator my="8" borderColor="border.muted" />
        <Stack gap="4">
          <Text fontSize="xs" color="fg.muted" lineHeight="tall">
            {footer.disclaimer}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {footer.copyright(year)}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
