import { Stack, Text } from '@chakra-ui/react';

/** One labelled value of the subscription: its plan, a date, a status. */
export function Fact(props: { label: string; value: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {props.label}
      </Text>
      <Text fontWeight="semibold">{props.value}</Text>
    </Stack>
  );
}
