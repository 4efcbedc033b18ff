import { Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { storeTexts as texts } from '../../../content/script-store';
import {
  selectCanGoBack,
  selectCanGoNext,
  selectPage,
} from '../../../machines/script-store/selectors';
import type { ScriptStoreActor } from '../store-context';

/** Previous and Next under the grid, with the page number between them (spec section 5). */
export function StorePager({ store }: { store: ScriptStoreActor }) {
  const page = useSelector(store, selectPage);
  const canGoBack = useSelector(store, selectCanGoBack);
  const canGoNext = useSelector(store, selectCanGoNext);
  return (
    <HStack as="nav" aria-label={texts.pagesLabel} justify="center" gap="4" mt="8">
      <Button
        variant="outline"
        disabled={!canGoBack}
        onClick={() => store.send({ type: 'page.previous' })}
      >
        <LuChevronLeft /> {texts.previous}
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite" minW="16" textAlign="center">
        {texts.pageNumber(page)}
      </Text>
      <Button
        variant="outline"
        disabled={!canGoNext}
        onClick={() => store.send({ type: 'page.next' })}
      >
        {texts.next} <LuChevronRight />
      </Button>
    </HStack>
  );
}
