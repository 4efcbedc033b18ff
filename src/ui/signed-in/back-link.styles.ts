import { islandStyles } from '../public/islands/island-styles';

export const backLink = islandStyles('back-link', {
  /** The ghost button's padding lined up with the heading's edge below it. */
  link: { ms: '-2' },
});
