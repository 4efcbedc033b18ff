import { hoverLift } from '../../components/hover-lift';
import { islandStyles } from '../islands/island-styles';

export const styles = islandStyles('video-tutorial', {
  root: { display: 'flex', flexDirection: 'column', gap: '4' },
  /** The thumbnail is the dialog's trigger: a framed picture the width of its column. */
  thumbnail: {
    position: 'relative',
    display: 'block',
    w: 'full',
    rounded: '2xl',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'border',
    cursor: 'pointer',
    ...hoverLift,
    focusRing: 'outside',
  },
  duration: {
    position: 'absolute',
    bottom: '3',
    right: '3',
    px: '2',
    py: '0.5',
    rounded: 'md',
    bg: 'blackAlpha.700',
    color: 'white',
    fontSize: 'sm',
  },
  caption: { display: 'flex', flexDirection: 'column', gap: '1' },
  title: {
    fontWeight: 'semibold',
    fontSize: 'lg',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
  },
  text: { color: 'fg.muted' },
  /** A 16:9 box whose one shown child fills it. */
  player: {
    position: 'relative',
    aspectRatio: '16 / 9',
    rounded: 'lg',
    overflow: 'hidden',
    bg: 'black',
    '& > *': { position: 'absolute', inset: '0', w: 'full', h: 'full' },
  },
  elsewhere: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    p: '6',
    textAlign: 'center',
    color: 'white',
  },
  watchLink: {
    recipe: 'link',
    css: { color: 'brand.fg', fontWeight: 'semibold', textDecoration: 'underline' },
  },
});
