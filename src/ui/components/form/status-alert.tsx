import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type AlertStatus = 'success' | 'error' | 'info' | 'warning';

const borderOf: Record<AlertStatus, string> = {
  success: 'green.500/40',
  error: 'red.500/40',
  info: 'blue.500/40',
  warning: 'orange.500/40',
};

type StatusAlertProps = Omit<AlertRootProps, 'status' | 'title'> & {
  status: AlertStatus;
  /** The one sentence the alert says. */
  title: ReactNode;
  /** More below the title, such as a list. */
  children?: ReactNode;
};

/**
 * Every alert of a form or an action: a failure interrupts (`role="alert"`), anything else is
 * announced politely (`role="status"`), so screen readers hear each the way it matters.
 */
export function StatusAlert({ status, title, children, ...rest }: StatusAlertProps) {
  return (
    <Alert.Root
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      variant="subtle"
      borderWidth="1px"
      borderColor={borderOf[status]}
      {...rest}
    >
      <Alert.Indicator />
      {children ? (
        <Alert.Content>
          <Alert.Title fontWeight="medium">{title}</Alert.Title>
          <Alert.Description>{children}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title fontWeight="medium">{title}</Alert.Title>
      )}
    </Alert.Root>
  );
}
