import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Diagram, DiagramState, DiagramTransition } from '../model/diagram';
import { BOX_PADDING, linesSize, stateLines, type TextLine, transitionLines } from './node-text';

/**
 * A diagram laid out by ELK's layered algorithm (as Stately's tools do): nested and parallel
 * states as boxes holding their children, a dot for each initial state, and every transition
 * routed as a polyline with its label placed beside it. Coordinates are absolute.
 */
export type PlacedState = {
  state: DiagramState;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** Nesting depth: boxes are drawn outermost first. */
  depth: number;
};
export type PlacedInitial = {
  id: string;
  target: string;
  x: number;
  y: number;
  size: number;
  route: Array<{ x: number; y: number }>;
};
export type PlacedTransition = {
  transition: DiagramTransition;
  /** One polyline per target (a transition to parallel regions has several). */
  routes: Array<Array<{ x: number; y: number }>>;
  label?: { x: number; y: number; lines: TextLine[] };
};
export type DiagramLayout = {
  width: number;
  height: number;
  states: PlacedState[];
  initials: PlacedInitial[];
  transitions: PlacedTransition[];
};

const INITIAL_SIZE = 12;
const MIN_WIDTH = 80;
const initialId = (stateId: string) => `${stateId}::initial`;

export async function layoutDiagram(diagram: Diagram): Promise<DiagramLayout> {
  const elk = new ELK();
  const byParent = new Map<string | null, DiagramState[]>();
  for (const state of diagram.states) {
    byParent.set(state.parent, [...(byParent.get(state.parent) ?? []), state]);
  }
  const linesOf = new Map(diagram.states.map((state) => [state.id, stateLines(state)]));
  const edges: ElkExtendedEdge[] = [];
  const nodesIn = (parent: string | null): ElkNode[] => {
    const children = byParent.get(parent) ?? [];
    return children.flatMap((state) => {
      const lines = linesOf.get(state.id) ?? [];
      const text = linesSize(lines);
      const inner = nodesIn(state.id);
      const node: ElkNode = inner.length
        ? {
            id: state.id,
            children: inner,
            layoutOptions: {
              'elk.padding': `[top=${text.height + BOX_PADDING * 2},left=${BOX_PADDING},bottom=${BOX_PADDING},right=${BOX_PADDING}]`,
              'elk.nodeSize.minimum': `(${Math.max(MIN_WIDTH, text.width + BOX_PADDING * 2)}, 40)`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            },
          }
        : {
            id: state.id,
            width: Math.max(MIN_WIDTH, text.width + BOX_PADDING * 2),
            height: text.height + BOX_PADDING * 2,
          };
      if (!state.initial) return [node];
      edges.push({
        id: `${initialId(state.id)}->`,
        sources: [initialId(state.id)],
        targets: [state.id],
      });
      return [{ id: initialId(state.id), width: INITIAL_SIZE, height: INITIAL_SIZE }, node];
    });
  };
  const children = nodesIn(null);
  for (const transition of diagram.transitions) {
    const targets = transition.targets.length ? transition.targets : [transition.source];
    const size = linesSize(transitionLines(transition));
    targets.forEach((target, index) => {
      edges.push({
        id: `${transition.id}->${index}`,
        sources: [transition.source],
        targets: [target],
        ...(index === 0
          ? { labels: [{ id: `${transition.id}:label`, text: transition.label, ...size }] }
          : {}),
      });
    });
  }
  const graph = await elk.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children,
    edges,
  });
  return toLayout(diagram, graph, linesOf);
}

function toLayout(
  diagram: Diagram,
  graph: ElkNode,
  linesOf: Map<string, TextLine[]>,
): DiagramLayout {
  const placed = new Map<string, ElkNode & { depth: number }>();
  const visit = (node: ElkNode, depth: number) => {
    for (const child of node.children ?? []) {
      placed.set(child.id, { ...child, depth });
      visit(child, depth + 1);
    }
  };
  visit(graph, 0);
  const box = (id: string) => {
    const node = placed.get(id);
    return {
      x: node?.x ?? 0,
      y: node?.y ?? 0,
      width: node?.width ?? 0,
      height: node?.height ?? 0,
      depth: node?.depth ?? 0,
    };
  };
  const edgesById = new Map((graph.edges ?? []).map((edge) => [edge.id, edge]));
  const route = (edge: ElkExtendedEdge | undefined) =>
    (edge?.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
  return {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    states: diagram.states.map((state) => ({
      state,
      lines: linesOf.get(state.id) ?? [],
      ...box(state.id),
    })),
    initials: diagram.states
      .filter((state) => state.initial)
      .map((state) => ({
        id: initialId(state.id),
        target: state.id,
        size: INITIAL_SIZE,
        route: route(edgesById.get(`${initialId(state.id)}->`)),
        ...box(initialId(state.id)),
      })),
    transitions: diagram.transitions.map((transition) => {
      const targets = transition.targets.length ? transition.targets : [transition.source];
      const edges = targets.map((_, index) => edgesById.get(`${transition.id}->${index}`));
      const label = edges[0]?.labels?.[0];
      return {
        transition,
        routes: edges.map(route),
        ...(label
          ? { label: { x: label.x ?? 0, y: label.y ?? 0, lines: transitionLines(transition) } }
          : {}),
      };
    }),
  };
}
