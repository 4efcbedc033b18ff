import { List, type ListRootProps } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';

type CheckListProps = { items: readonly string[] } & Omit<ListRootProps, 'children'>;

/** A list whose every line is ticked: requirements, highlights. `color` colours the lines. */
export function CheckList({ items, color, ...rest }: CheckListProps) {
  return (
    <List.Root variant="plain" gap="3" {...rest}>
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start" color={color}>
          <List.Indicator asChild color="brand.fg" mt="1">
            <LuCircleCheck aria-hidden="true" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
