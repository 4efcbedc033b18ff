import { useState } from 'react';
import { LuCalendarClock } from 'react-icons/lu';
import { scheduling } from '../../content/scheduling';
import { defineIsland } from '../public/islands/island';
import { IslandDialog } from '../public/islands/island-dialog';
import { styles } from './schedule-call-button.styles';
import { SchedulingFrame } from './scheduling-frame';

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
