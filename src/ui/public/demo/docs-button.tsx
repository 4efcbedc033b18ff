import { useSelector } from '@xstate/react';
import { LuBookOpen } from 'react-icons/lu';
import { installGuide } from '../../../content/install-guide';
import { docsCountdownMachine } from '../../../machines/docs-countdown/machine';
import { selectIsCounting, selectRemaining } from '../../../machines/docs-countdown/selectors';
import { openInNewTab } from '../../../services/browser-window';
import { useExternalLinks } from '../../app/site-settings-context';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { defineIsland } from '../islands/island';
import { styles } from './docs-button.styles';

/** 'Official Documentation': counts down from 5, then opens the docs in a new tab. */
export const DocsButton = defineIsland('docs-button', function DocsButton() {
  const { documentation } = useExternalLinks();
  const countdown = useMachineActor(docsCountdownMachine, {
    provide: () => ({ actions: { openDocumentation: () => openInNewTab(documentation) } }),
  });
  const counting = useSelector(countdown, selectIsCounting);
  const remaining = useSelector(countdown, selectRemaining);
  const { help } = installGuide;
  return (
    <button
      type="button"
      className={styles.button}
      aria-live="polite"
      data-remaining={remaining}
      onClick={() => countdown.send({ type: 'countdown.start' })}
    >
      <LuBookOpen aria-hidden="true" />
      {counting ? help.redirecting(remaining) : help.documentationLabel}
    </button>
  );
});
