import type { DiagramState, DiagramTransition } from '../model/diagram';

/**
 * The lines drawn in a state's box and on a transition's arrow, and their size: ELK needs the
 * sizes before layout and the SVG draws the same lines, so both read them here.
 */
export type TextLine = {
  text: string;
  kind: 'title' | 'tag' | 'invoke' | 'description' | 'label' | 'guard';
};

export const LINE_HEIGHT = {
  title: 18,
  tag: 15,
  invoke: 15,
  description: 14,
  label: 14,
  guard: 14,
};
/** Average advance of a character at each line's font size (sans-serif, measured roughly). */
const CHAR_WIDTH = { title: 8, tag: 6.4, invoke: 6.6, description: 6, label: 6.6, guard: 6.2 };
export const BOX_PADDING = 10;
const DESCRIPTION_WIDTH = 36;
const DESCRIPTION_LINES = 3;

/** Words wrapped into lines of at most `width` characters; past `max` lines, an ellipsis. */
export function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), `${lines[max - 1]}…`];
}

export function stateLines(state: DiagramState): TextLine[] {
  return [
    { text: state.key, kind: 'title' },
    ...(state.tags.length
      ? [{ text: state.tags.map((tag) => `#${tag}`).join(' '), kind: 'tag' as const }]
      : []),
    ...state.invokes.map((invoke) => ({ text: `invoke ${invoke.id}`, kind: 'invoke' as const })),
    ...(state.description
      ? wrap(state.description, DESCRIPTION_WIDTH, DESCRIPTION_LINES).map((text) => ({
          text,
          kind: 'description' as const,
        }))
      : []),
  ];
}

export function transitionLines(transition: DiagramTransition): TextLine[] {
  return [
    { text: transition.label, kind: 'label' },
    ...(transition.guard ? [{ text: `[${transition.guard}]`, kind: 'guard' as const }] : []),
  ];
}

export function linesSize(lines: TextLine[]): { width: number; height: number } {
  return {
    width: Math.ceil(Math.max(0, ...lines.map((line) => line.text.length * CHAR_WIDTH[line.kind]))),
    height: lines.reduce((sum, line) => sum + LINE_HEIGHT[line.kind], 0),
  };
}
