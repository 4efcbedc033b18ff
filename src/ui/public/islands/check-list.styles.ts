import { checkListStyle as style } from '../../components/check-list-style';
import { islandStyles } from './island-styles';

const list = (slot: 'root' | 'item' | 'indicator') =>
  ({ slotRecipe: 'list', slot, variants: { variant: style.variant }, css: style[slot] }) as const;

export const styles = islandStyles('check-list', {
  root: list('root'),
  item: list('item'),
  indicator: list('indicator'),
});
