import { Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resendCooldownMachine } from '../../machines/resend-cooldown.machine';

type ResendControlProps = {
  cooldown: ActorRefFrom<typeof resendCooldownMachine>;
  isSending: boolean;
  disabled: boolean;
  onResend: () => void;
};

/** Spec section 4: after a send, 60 s pass before another; the countdown says how long. */
export function ResendControl({ cooldown, isSending, disabled, onResend }: ResendControlProps) {
  const remaining = useSelector(cooldown, (state) =>
    state.matches('CoolingDown') ? state.context.remaining : 0,
  );
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      <Text color="fg.muted">Didn't get the e-mail?</Text>
      {remaining > 0 ? (
        <Text color="fg.muted" fontVariantNumeric="tabular-nums">
          Resend available in {remaining}s
        </Text>
      ) : (
        <Button
          variant="plain"
          size="sm"
          px="0"
          h="auto"
          color="brand.fg"
          textDecoration="underline"
          loading={isSending}
          loadingText="Sending…"
          disabled={disabled}
          onClick={onResend}
        >
          Resend code
        </Button>
      )}
    </HStack>
  );
}
