import { Box, Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';

/** A detail page's way back to its list, above its heading. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" ms="-2">
        <RouterLink href={`~${href}`}>
          <LuArrowLeft /> {label}
        </RouterLink>
      </Button>
    </Box>
  );
}
