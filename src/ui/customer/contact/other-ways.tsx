import { HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuClock, LuMail, LuUsers } from 'react-icons/lu';
import { customerContactTexts } from '../../../content/contact';
import { useExternalLinks } from '../../app/site-settings-context';
import { PanelBox } from '../../components/panel';

const texts = customerContactTexts.otherWays;

/** Beside the contact form: the support address, the response time and the community. */
export function OtherWaysToReachUs() {
  const links = useExternalLinks();
  return (
    <Stack as="aside" aria-label={texts.label} gap="4">
      <InfoTile icon={<LuMail />} title={texts.email.title}>
        <Link href={`mailto:${texts.email.address}`} color="brand.fg">
          {texts.email.address}
        </Link>
      </InfoTile>
      <InfoTile icon={<LuClock />} title={texts.response.title}>
        <Text color="fg.muted">{texts.response.text}</Text>
      </InfoTile>
      <InfoTile icon={<LuUsers />} title={texts.community.title}>
        <Link href={links.community} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {texts.community.action}
        </Link>
      </InfoTile>
    </Stack>
  );
}

function InfoTile({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <PanelBox asChild rounded="xl">
      <HStack align="flex-start" gap="3" p="4">
        <Icon boxSize="8" p="1.5" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink="0">
          {icon}
        </Icon>
        <Stack gap="0.5" fontSize="sm">
          <Text fontWeight="semibold">{title}</Text>
          {children}
        </Stack>
      </HStack>
    </PanelBox>
  );
}
