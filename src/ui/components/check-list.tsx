import { List, type ListRootProps } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { checkListStyle as style } from './check-list-style';

type CheckListProps = { items: readonly string[] } & Omit<ListRootProps, 'children'>;

/** A list whose every line is ticked: requirements, highlights. `color` colours the lines. */
export function CheckList({ items, color, ...rest }: CheckListProps) {
  return (
    <List.Root variant={style.variant} {...style.root} {...rest}>
      {items.map((item) => (
        <List.Item key={item} {...style.item} color={color}>
          <List.Indicator asChild {...style.indicator}>
            <LuCircleCheck aria-hidden="true" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
