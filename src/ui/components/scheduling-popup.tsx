import { useEffect } from 'react';
import { PopupModal } from 'react-calendly';
import { scheduling } from '../../content/scheduling';
import { useSignedInUserAnywhere } from '../app/session-context';
import { useExternalLinks } from '../app/site-settings-context';

type SchedulingPopupProps = { open: boolean; onClose: () => void };

/**
 * The scheduling provider's popup, with the explicit root element it requires (it throws
 * without one) and the embed parameters from `src/content/scheduling.ts`. A signed-in
 * customer's name and e-mail are filled in for them.
 */
export default function SchedulingPopup({ open, onClose }: SchedulingPopupProps) {
  const rootElement = document.getElementById('root') ?? document.body;
  const links = useExternalLinks();
  const user = useSignedInUserAnywhere();
  const prefill = user
    ? {
        ...scheduling.prefill,
        name: `${user.firstName} ${user.lastName}`,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.emailAddress,
      }
    : scheduling.prefill;
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
      url={links.scheduling}
      prefill={prefill}
      utm={scheduling.utm}
      pageSettings={scheduling.pageSettings}
      iframeTitle={scheduling.iframeTitle}
      open={open}
      onModalClose={onClose}
      rootElement={rootElement}
    />
  );
}
