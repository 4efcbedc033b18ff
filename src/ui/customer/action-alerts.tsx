import { Alert } from '@chakra-ui/react';

/** The outcome of a customer action: a success notice and an error, each as an alert when set. */
export function ActionAlerts({ notice, error }: { notice?: string | null; error?: string | null }) {
  return (
    <>
      {notice ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      ) : null}
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
