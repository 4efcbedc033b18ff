import { secondFactorNeededTexts as texts } from '../../content/admin/common';
import { pageRegistry } from '../../services/page-registry';
import { LockedPanel } from '../signed-in/locked-panel';

/**
 * The console for an operator without a second factor (issue 35): the server refuses it every
 * call (403 NSK-4031), and this leads to the Security page, where one is set up.
 */
export function SecondFactorNeeded() {
  return (
    <LockedPanel
      heading={texts.heading}
      text={texts.text}
      action={texts.action}
      href={pageRegistry.customerSecurity.path}
    />
  );
}
