import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** The devices' parts (the entitlement card, the links to the devices), as Chakra drew them. */
export const entitlement = islandStyles('entitlement', {
  stack: { display: 'flex', flexDirection: 'column', gap: '5' },
  facts: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 3 }), gap: '4' },
  scripts: { display: 'flex', flexDirection: 'column', gap: '1.5' },
  /** Chakra's Wrap: the scripts' badges in rows. */
  badges: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none' },
  note: { fontSize: 'sm', color: 'fg.muted' },
});

/** A link to the devices page inside a sentence or under a card (Chakra's Link, brand colour). */
export const devicesLink = islandStyles('devices-link', {
  link: { recipe: 'link', css: { color: 'brand.fg', fontWeight: 'medium' } },
});

/** The device waiting for a code, and the customer's answer (Chakra's Card, SimpleGrid, HStack). */
export const pendingDevice = islandStyles('pending-device', {
  root: { maxW: '2xl' },
  body: { gap: '4' },
  facts: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2 }), gap: '4' },
  note: { fontSize: 'sm', color: 'fg.muted' },
  buttons: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
});

/** The activation page's own parts. */
export const activation = islandStyles('device-activation', {
  /** 'Back to your devices' under the outcome, at its natural width. */
  back: { alignSelf: 'start' },
});

/** The signed-in devices: one bordered card each, its facts and its sign-out button. */
export const deviceList = islandStyles('device-list', {
  list: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  item: { p: '4', borderWidth: '1px', borderRadius: 'lg', bg: 'bg.panel' },
  row: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', md: 'center' },
    gap: '4',
  },
  main: { display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minW: '0' },
  name: { recipe: 'heading', variants: { size: 'sm' }, css: { truncate: true } },
  facts: { display: 'grid', gridTemplateColumns: gridColumns({ base: 2, md: 4 }), gap: '3' },
  fact: { display: 'flex', flexDirection: 'column', gap: '0' },
  label: { fontSize: 'xs', color: 'fg.muted' },
  value: { fontSize: 'sm' },
});

/** The user code form: a narrow column, the code typed in wide monospace. */
export const userCode = islandStyles('user-code', {
  column: { display: 'flex', flexDirection: 'column', gap: '4', maxW: 'sm' },
  code: { fontFamily: 'mono', fontSize: 'lg', letterSpacing: 'widest' },
  submit: { alignSelf: 'start' },
});

/** The Devices page's own lines: how many are in use, and the way to sign one in. */
export const devicesPageStyles = islandStyles('devices-page', {
  count: { color: 'fg.muted' },
  link: { recipe: 'link', css: { color: 'brand.fg' } },
});
