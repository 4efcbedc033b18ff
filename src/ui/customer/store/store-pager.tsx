import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { storeTexts as texts } from '../../../content/script-store';

/** Previous and Next under the grid, with the page number between them (spec section 5). */
export function StorePager({
  page,
  canGoBack,
  canGoNext,
  onPrevious,
  onNext,
}: {
  page: number;
  canGoBack: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <HStack as="nav" aria-label={texts.pagesLabel} justify="center" gap="4" mt="8">
      <Button variant="outline" disabled={!canGoBack} onClick={onPrevious}>
        <LuChevronLeft /> {texts.previous}
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite" minW="16" textAlign="center">
        {texts.pageNumber(page)}
      </Text>
      <Button variant="outline" disabled={!canGoNext} onClick={onNext}>
        {texts.next} <LuChevronRight />
      </Button>
    </HStack>
  );
}
