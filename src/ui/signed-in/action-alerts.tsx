import { StatusAlert } from '../components/form/status-alert';

/** The outcome of an action on the page: a success notice and an error, each as an alert when set. */
export function ActionAlerts({ notice, error }: { notice?: string | null; error?: string | null }) {
  return (
    <>
      {notice ? <StatusAlert status="success" title={notice} /> : null}
      {error ? <StatusAlert status="error" title={error} /> : null}
    </>
  );
}
