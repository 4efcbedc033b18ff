import { useSelector } from '@xstate/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { storeTexts as texts } from '../../../content/script-store';
import {
  selectCanGoBack,
  selectCanGoNext,
  selectPage,
} from '../../../machines/script-store/selectors';
import { Button } from '../../components/kit/button';
import type { ScriptStoreActor } from '../store-context';
import { store as styles } from './store.styles';

/** Previous and Next under the grid, with the page number between them (spec section 5). */
export function StorePager({ store }: { store: ScriptStoreActor }) {
  const page = useSelector(store, selectPage);
  const canGoBack = useSelector(store, selectCanGoBack);
  const canGoNext = useSelector(store, selectCanGoNext);
  return (
    <nav aria-label={texts.pagesLabel} className={styles.pager}>
      <Button
        variant="outline"
        disabled={!canGoBack}
        onClick={() => store.send({ type: 'page.previous' })}
      >
        <LuChevronLeft /> {texts.previous}
      </Button>
      <p aria-live="polite" className={styles.pageNumber}>
        {texts.pageNumber(page)}
      </p>
      <Button
        variant="outline"
        disabled={!canGoNext}
        onClick={() => store.send({ type: 'page.next' })}
      >
        {texts.next} <LuChevronRight />
      </Button>
    </nav>
  );
}
