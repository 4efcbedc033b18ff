import { subscriptionRequiredTexts as texts } from '../../../content/chat';
import { LockedPanel } from '../../signed-in/locked-panel';

/** What the chat shows to everyone without Pro (spec section 2). */
export function SubscriptionRequired() {
  return (
    <LockedPanel
      heading={texts.heading}
      text={texts.text}
      action={texts.action}
      href={texts.href}
    />
  );
}
