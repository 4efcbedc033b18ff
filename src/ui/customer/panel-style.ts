/** The look of a surface in the customer area (a card, a tile, a form): subtle and bordered. */
export const panelStyle = {
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: '2xl',
} as const;

/** A surface that stands on its own on a page (the chat, a notice): a stronger edge. */
export const standalonePanelStyle = {
  ...panelStyle,
  bg: 'bg.panel',
  borderColor: 'border.emphasized',
} as const;
