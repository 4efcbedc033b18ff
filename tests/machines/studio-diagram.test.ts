import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { type MachineName, machineRegistry } from '../../src/machines';
import { layoutDiagram } from '../../src/studio/layout/elk-layout';
import { toDiagram } from '../../src/studio/model/diagram';
import { allStateNodes, allTransitionKeys } from './support/paths';

/**
 * The flows studio draws what each machine defines (src/studio/model/diagram.ts): every state
 * and transition, nothing missing, nothing invented, with the details a reader needs.
 */
const names = Object.keys(machineRegistry) as MachineName[];

describe.each(names)('the studio diagram of %s', (name) => {
  const { machine } = machineRegistry[name];
  const diagram = toDiagram(machine);

  it('has exactly the states and transitions of the definition', () => {
    expect(diagram.states.map((state) => state.id).sort()).toEqual(
      allStateNodes(machine)
        .map((node) => node.id)
        .sort(),
    );
    expect(diagram.transitions.map((transition) => transition.id).sort()).toEqual(
      allTransitionKeys(machine).sort(),
    );
  });

  it('draws each state with its kind, parent, tags, description and invoked calls', () => {
    const nodes = new Map(allStateNodes(machine).map((node) => [node.id, node]));
    for (const state of diagram.states) {
      const node = nodes.get(state.id) as AnyStateNode;
      expect(state.type).toBe(node.type);
      expect(state.parent).toBe(node.parent?.parent ? node.parent.id : null);
      expect(state.tags).toEqual([...node.tags]);
      expect(state.description).toBe(node.description);
      expect(state.invokes.map((invoke) => invoke.id)).toEqual(
        node.invoke.map((invoke) => invoke.id),
      );
      const initial = node.parent?.type === 'compound' ? node.parent.initial?.target : [];
      expect(state.initial).toBe(Boolean(initial?.some((target) => target.id === node.id)));
    }
  });

  it('labels transitions with their event, guard, delay or the call they answer', () => {
    const invokeIds = new Set(
      diagram.states.flatMap((state) => state.invokes.map((invoke) => invoke.id)),
    );
    for (const transition of diagram.transitions) {
      if (transition.kind === 'after') {
        expect(transition.delay).toBeTruthy();
        expect(transition.label.startsWith('after ')).toBe(true);
      }
      if (transition.kind === 'done' || transition.kind === 'error') {
        expect(invokeIds).toContain(transition.invokeId);
        expect(transition.label).toBe(`${transition.kind} ${transition.invokeId}`);
      }
      if (transition.kind === 'event') expect(transition.label).toBe(transition.eventType);
    }
  });
});

describe('the studio layout (elkjs)', () => {
  it('places every state of the sign-up wizard, nested ones inside their parent, and routes every transition', async () => {
    const diagram = toDiagram(machineRegistry.signupWizard.machine);
    const layout = await layoutDiagram(diagram);
    const boxes = new Map(layout.states.map((placed) => [placed.state.id, placed]));
    expect(boxes.size).toBe(diagram.states.length);
    for (const placed of layout.states) {
      expect(placed.width).toBeGreaterThan(0);
      expect(placed.height).toBeGreaterThan(0);
      const parent = placed.state.parent ? boxes.get(placed.state.parent) : undefined;
      if (parent) {
        expect(placed.x).toBeGreaterThanOrEqual(parent.x);
        expect(placed.y).toBeGreaterThanOrEqual(parent.y);
        expect(placed.x + placed.width).toBeLessThanOrEqual(parent.x + parent.width);
        expect(placed.y + placed.height).toBeLessThanOrEqual(parent.y + parent.height);
      }
    }
    expect(layout.transitions).toHaveLength(diagram.transitions.length);
    for (const placed of layout.transitions) {
      expect(placed.routes.length).toBeGreaterThan(0);
      for (const route of placed.routes) expect(route.length).toBeGreaterThanOrEqual(2);
      expect(placed.label?.lines[0]?.text).toBe(placed.transition.label);
    }
    expect(layout.initials.map((initial) => initial.target).sort()).toEqual(
      diagram.states
        .filter((state) => state.initial)
        .map((state) => state.id)
        .sort(),
    );
  });
});
