import { Box, type BoxProps, Stack, type StackProps } from '@chakra-ui/react';
import { panelSurface as surface } from './panel-surface';

type Raised = {
  /** Floats above the page (a banner, a form card): a stronger border and a shadow. */
  raised?: boolean;
};

/**
 * The surface the pages set their cards and side boxes on, stacking its children. Callers give
 * the spacing (`gap`, `p`) and may change the border or background of a card that stands out.
 */
export function Panel({ raised, ...stackProps }: StackProps & Raised) {
  return <Stack {...surface({ raised })} {...stackProps} />;
}

/** The same surface around content that lays itself out (a form, a grid, a link card). */
export function PanelBox({ raised, ...boxProps }: BoxProps & Raised) {
  return <Box {...surface({ raised })} borderColor="border" {...boxProps} />;
}
