import { useState } from 'react';
import { LuCalendarClock } from 'react-icons/lu';
import { scheduling } from '../../content/scheduling';
import { defineIsland } from '../public/islands/island';
import { IslandDialog } from '../public/islands/island-dialog';
import { islandStyles } from '../public/islands/island-styles';
import { SchedulingFrame } from './scheduling-frame';

const styles = islandStyles('schedule-call', {
  solid: {
    recipe: 'button',
    variants: { size: 'lg', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
  outline: { recipe: 'button', variants: { size: 'lg', variant: 'outline' } },
  /**
   * The rest of a phone's screen under the dialog's title; from md on, as tall as the
   * provider's own popup, within the screen.
   */
  frame: {
    h: { base: 'calc(100dvh - 6.5rem)', md: 'min(42.5rem, calc(100dvh - 9rem))' },
    rounded: 'lg',
    overflow: 'hidden',
    '& > iframe': { w: 'full', h: 'full' },
  },
});

type ScheduleCallButtonProps = {
  label: string;
  /** The brand's filled button, or an outlined one beside another call to action. */
  look: 'solid' | 'outline';
};

/** A button that opens the third-party scheduling page in a dialog. */
export const ScheduleCallButton = defineIsland(
  'schedule-call',
  function ScheduleCallButton({ label, look }: ScheduleCallButtonProps) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button
          type="button"
          className={styles[look]}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <LuCalendarClock aria-hidden="true" />
          {label}
        </button>
        <IslandDialog
          open={open}
          onClose={() => setOpen(false)}
          title={scheduling.dialogTitle}
          closeLabel={scheduling.closeLabel}
        >
          <div className={styles.frame}>{open && <SchedulingFrame />}</div>
        </IslandDialog>
      </>
    );
  },
);
