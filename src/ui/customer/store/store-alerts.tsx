import { Alert, Button } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';
import { storeTexts } from '../../../content/script-store';

/*
 * The two alerts of the store that the form kit's StatusAlert cannot draw yet: one holds a
 * button, the other a lock for its icon. They keep StatusAlert's look and roles; once
 * StatusAlert takes an action and an icon, both become StatusAlerts.
 */

/** A load that failed, with 'Try again' inside the alert. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert.Root
      status="error"
      role="alert"
      variant="subtle"
      borderWidth="1px"
      borderColor="red.500/40"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="medium">{title}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {storeTexts.retry}
      </Button>
    </Alert.Root>
  );
}

/** The 403 warning of a script the customer has not bought: its content stays locked. */
export function LockedAlert({ title }: { title: string }) {
  return (
    <Alert.Root
      status="warning"
      role="status"
      variant="subtle"
      borderWidth="1px"
      borderColor="orange.500/40"
    >
      <Alert.Indicator>
        <LuLock />
      </Alert.Indicator>
      <Alert.Title fontWeight="medium">{title}</Alert.Title>
    </Alert.Root>
  );
}
