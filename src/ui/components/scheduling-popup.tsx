import { useEffect } from 'react';
import { PopupModal } from 'react-calendly';
import { scheduling } from '../../content/scheduling';

type SchedulingPopupProps = { open: boolean; onClose: () => void };

/**
 * The scheduling provider's popup, with the explicit root element it requires (it throws
 * without one) and the embed parameters from `src/content/scheduling.ts`.
 */
export default function SchedulingPopup({ open, onClose }: SchedulingPopupProps) {
  const rootElement = document.getElementById('root') ?? document.body;
  // The provider's popup has no keyboard close of its own; Escape closes it like our dialogs.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <PopupModal
      url={scheduling.url}
      prefill={scheduling.prefill}
      utm={scheduling.utm}
      pageSettings={scheduling.pageSettings}
      iframeTitle={scheduling.iframeTitle}
      open={open}
      onModalClose={onClose}
      rootElement={rootElement}
    />
  );
}
