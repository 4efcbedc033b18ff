import {
  Button,
  Container,
  Heading,
  HStack,
  Icon,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaXTwitter } from 'react-icons/fa6';
import { LuClock, LuMail, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { contactPage as page } from '../../content/contact';
import { siteShell } from '../../content/site-shell';
import { pagePaths } from '../../services/contract';
import { useExternalLinks } from '../app/site-settings-context';
import { FaqAccordion } from '../components/faq-accordion';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { Panel } from '../components/panel';
import { TitleBlock } from '../components/title-block';

const socialIcons: Record<(typeof page.social.links)[number]['network'], IconType> = {
  facebook: FaFacebookF,
  twitter: FaXTwitter,
  instagram: FaInstagram,
};

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: IconType;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Panel gap="3" p="6">
      <Icon as={icon} boxSize="6" color="brand.fg" aria-hidden="true" />
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Panel>
  );
}

/** /contact-us: the support address, social links, and the FAQ right here. */
export default function ContactPage() {
  const links = useExternalLinks();
  return (
    <>
      <PageMeta path={pagePaths.contact} />
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            <InfoCard icon={LuMail} title={page.email.title}>
              <Link
                href={`mailto:${page.email.address}`}
                color="brand.fg"
                fontWeight="semibold"
                fontSize="lg"
                wordBreak="break-all"
              >
                {page.email.address}
              </Link>
              <Text color="fg.muted">{page.email.text}</Text>
            </InfoCard>
            <InfoCard icon={LuClock} title={page.hours.title}>
              <Text color="fg.muted">{page.hours.text}</Text>
            </InfoCard>
            <InfoCard icon={LuUserRound} title={page.customers.title}>
              <Text color="fg.muted">{page.customers.text}</Text>
              <Button asChild variant="outline" alignSelf="flex-start">
                <RouterLink href={pagePaths.login}>{page.customers.action}</RouterLink>
              </Button>
            </InfoCard>
          </SimpleGrid>
          <Stack gap="4" align={{ base: 'flex-start', md: 'center' }}>
            <Heading as="h2" size="xl">
              {page.social.title}
            </Heading>
            <HStack gap="3" wrap="wrap">
              {page.social.links.map((social) => (
                <Button key={social.network} asChild variant="outline">
                  <a href={links[social.link]} target="_blank" rel="noopener noreferrer">
                    <Icon as={socialIcons[social.network]} aria-hidden="true" />
                    {social.label}
                    <Text as="span" srOnly>
                      {siteShell.newTabNote}
                    </Text>
                  </a>
                </Button>
              ))}
            </HStack>
          </Stack>
          <Stack gap="6" maxW="4xl" mx="auto" w="full" id="faq">
            <TitleBlock
              look="block"
              as="h2"
              title={page.faq.title}
              text={page.faq.text}
              gap="1"
              textAlign={{ md: 'center' }}
            />
            <FaqAccordion />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
