import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuCalendarClock } from 'react-icons/lu';
import { defineIsland } from '../public/islands/island';
import { LoadErrorBoundary } from './load-error-boundary';

// The scheduling widget's code loads on the first click only: most visitors never open it.
const SchedulingPopup = lazy(() => import('./scheduling-popup'));

type ScheduleCallButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & { label: string };

/**
 * A button that opens the third-party scheduling page in a popup frame. If that site cannot be
 * reached the frame stays empty and the popup still closes: the page is never blocked.
 */
export const ScheduleCallButton = defineIsland(
  'schedule-call',
  function ScheduleCallButton({ label, ...buttonProps }: ScheduleCallButtonProps) {
    // Open/closed is presentation only; `requested` keeps the popup's code from loading early.
    const [open, setOpen] = useState(false);
    const [requested, setRequested] = useState(false);
    return (
      <>
        <Button
          {...buttonProps}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <LuCalendarClock aria-hidden="true" />
          {label}
        </Button>
        {requested && (
          <LoadErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <SchedulingPopup open={open} onClose={() => setOpen(false)} />
            </Suspense>
          </LoadErrorBoundary>
        )}
      </>
    );
  },
);
