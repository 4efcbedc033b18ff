import { Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { authMessages } from '../../content/auth-messages';
import type { resendCooldownMachine } from '../../machines/resend-cooldown/machine';
import { selectSecondsLeft } from '../../machines/resend-cooldown/selectors';

type ResendControlProps = {
  cooldown: ActorRefFrom<typeof resendCooldownMachine>;
  isSending: boolean;
  disabled: boolean;
  onResend: () => void;
};

const m = authMessages.resend;

/**
 * Spec section 4: after a send, 60 s pass before another. The button stays where the person
 * looks for it, disabled and saying 'Resend available in Ns' meanwhile. It is no live region:
 * screen readers read the count when they reach the button, not every second.
 */
export function ResendControl({ cooldown, isSending, disabled, onResend }: ResendControlProps) {
  const remaining = useSelector(cooldown, selectSecondsLeft);
  const coolingDown = remaining > 0;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      <Text color="fg.muted">{m.prompt}</Text>
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        color="brand.fg"
        textDecoration="underline"
        fontVariantNumeric="tabular-nums"
        // Waiting, it stays a link to be, in muted ink: readable, not a faded ghost.
        _disabled={{ color: 'fg.muted', opacity: 1 }}
        loading={isSending}
        loadingText={m.sending}
        disabled={disabled || coolingDown}
        onClick={onResend}
      >
        {coolingDown ? m.coolingDown(remaining) : m.ready}
      </Button>
    </HStack>
  );
}
