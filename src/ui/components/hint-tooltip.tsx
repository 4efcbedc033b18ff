import type { ReactElement } from 'react';
import { useElementId } from '../hooks/use-element-id';
import { styles } from './hint-tooltip.styles';

type HintTooltipProps = {
  hint: string;
  /** Receives the id of the hint, to set as its `aria-describedby`. */
  children: (hintId: string) => ReactElement;
};

/**
 * A small hint shown under its trigger while it is hovered or focused, and read out as the
 * trigger's description. Pure CSS: the first screen does not pay for a positioning library.
 */
export function HintTooltip({ hint, children }: HintTooltipProps) {
  const hintId = useElementId();
  return (
    <span className={styles.anchor}>
      {children(hintId)}
      <span id={hintId} role="tooltip" className={styles.hint}>
        {hint}
      </span>
    </span>
  );
}
