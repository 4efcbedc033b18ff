import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { type AlertStatus, alertBorderOf } from './alert-borders';

export type { AlertStatus };

type StatusAlertProps = Omit<AlertRootProps, 'status' | 'title'> & {
  status: AlertStatus;
  /** The one sentence the alert says. */
  title: ReactNode;
  /** More below the title, such as a list. */
  children?: ReactNode;
  /** An icon of its own instead of the status's (a lock on a locked script). */
  icon?: ReactNode;
  /** A control at the alert's end, such as 'Try again'. */
  action?: ReactNode;
};

/**
 * Every alert of a form or an action: a failure interrupts (`role="alert"`), anything else is
 * announced politely (`role="status"`), so screen readers hear each the way it matters.
 */
export function StatusAlert({ status, title, children, icon, action, ...rest }: StatusAlertProps) {
  return (
    <Alert.Root
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      variant="subtle"
      borderWidth="1px"
      borderColor={alertBorderOf[status]}
      {...rest}
    >
      <Alert.Indicator>{icon}</Alert.Indicator>
      {children || action ? (
        <Alert.Content>
          <Alert.Title fontWeight="medium">{title}</Alert.Title>
          {children && <Alert.Description>{children}</Alert.Description>}
        </Alert.Content>
      ) : (
        <Alert.Title fontWeight="medium">{title}</Alert.Title>
      )}
      {action}
    </Alert.Root>
  );
}
