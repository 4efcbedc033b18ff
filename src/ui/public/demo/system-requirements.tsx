import { Heading } from '@chakra-ui/react';
import { installGuide } from '../../../content/install-guide';
import { CheckList } from '../../components/check-list';

/** What the desktop tool needs, as the installation guide and the download page show it. */
export function SystemRequirements() {
  const { requirements } = installGuide;
  return (
    <>
      <Heading as="h2" size="xl">
        {requirements.title}
      </Heading>
      <CheckList items={requirements.items} color="fg.muted" />
    </>
  );
}
