import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../public/islands/island-styles';
import type { AlertStatus } from './alert-borders';
import { AlertIcon } from './alert-icon';
import { alertRoot, alertParts as parts } from './status-alert.styles';

export type { AlertStatus };

type StatusAlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  status: AlertStatus;
  /** The one sentence the alert says. */
  title: ReactNode;
  /** More below the title, such as a list. */
  children?: ReactNode;
  /** An icon of its own instead of the status's (a lock on a locked script). */
  icon?: ReactNode;
  /** A control at the alert's end, such as 'Try again'. */
  action?: ReactNode;
  /** Capped at a reading width (Chakra's `maxW="2xl"`). */
  maxW?: '2xl';
  /** Room under the alert (Chakra's `mb="6"`). */
  mb?: '6';
};

/**
 * Every alert of a form or an action: a failure interrupts (`role="alert"`), anything else is
 * announced politely (`role="status"`), so screen readers hear each the way it matters.
 * Chakra's Alert, drawn with its recipe's classes.
 */
export function StatusAlert({
  status,
  title,
  children,
  icon,
  action,
  maxW,
  mb,
  className,
  ...rest
}: StatusAlertProps) {
  const heading = <div className={parts.title}>{title}</div>;
  return (
    <div
      role={status === 'error' ? 'alert' : 'status'}
      className={cx(alertRoot[status], maxW && parts.narrow, mb && parts.spaced, className)}
      {...rest}
    >
      <span className={parts.indicator}>{icon ?? <AlertIcon status={status} />}</span>
      {children || action ? (
        <div className={parts.content}>
          {heading}
          {children && <div className={parts.description}>{children}</div>}
        </div>
      ) : (
        heading
      )}
      {action}
    </div>
  );
}
