import { LuLock } from 'react-icons/lu';
import { storeTexts } from '../../content/script-store';
import { StatusAlert } from '../components/form/status-alert';
import { Button } from '../components/kit/button';

/** A load that failed, with 'Try again' inside the alert. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StatusAlert
      status="error"
      title={title}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {storeTexts.retry}
        </Button>
      }
    />
  );
}

/** The 403 warning of a script the customer has not bought: its content stays locked. */
export function LockedAlert({ title }: { title: string }) {
  return <StatusAlert status="warning" title={title} icon={<LuLock />} />;
}
