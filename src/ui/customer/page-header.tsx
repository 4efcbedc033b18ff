import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../content/brand';
import { PageTitle } from '../components/page-title';

/** The title block of a customer page, with room for an action on the right. */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap="4"
      mb={{ base: '6', md: '8' }}
    >
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <PageTitle gap="1.5" title={title} subtitle={subtitle} />
      {action}
    </Flex>
  );
}
