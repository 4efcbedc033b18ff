import { islandStyles } from '../public/islands/island-styles';

/** Island classes: the mobile menu, an island, draws the logo too. */
export const styles = islandStyles('logo', {
  logo: { display: 'flex', alignItems: 'center', gap: '2.5' },
  name: { fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'tight', color: 'fg' },
});
