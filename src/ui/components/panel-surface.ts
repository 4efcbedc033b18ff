/**
 * The bordered, rounded surface on the subtle background that cards and side boxes sit on:
 * plain style props, shared by the Chakra `Panel` and the islands' classes (island-styles.ts).
 */
export const panelSurface = ({ raised = false }: { raised?: boolean } = {}) =>
  ({
    rounded: '2xl',
    borderWidth: '1px',
    borderColor: raised ? 'border' : 'border.muted',
    bg: 'bg.subtle',
    shadow: raised ? 'lg' : undefined,
  }) as const;
