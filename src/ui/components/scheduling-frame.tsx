import { scheduling } from '../../content/scheduling';
import { schedulingPageAddress } from '../../services/scheduling-page';
import { useSignedInUserAnywhere } from '../app/session-context';
import { useExternalLinks } from '../app/site-settings-context';

/**
 * The scheduling provider's page in a frame, a signed-in customer's name and e-mail filled in.
 * If that site cannot be reached the frame holds the browser's error page, and the dialog
 * around it still closes: the page is never blocked.
 */
export function SchedulingFrame() {
  const links = useExternalLinks();
  const user = useSignedInUserAnywhere();
  return (
    <iframe
      src={schedulingPageAddress(links.scheduling, user, window.location.host)}
      title={scheduling.iframeTitle}
    />
  );
}
