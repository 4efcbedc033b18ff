import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Draws a machine as a Mermaid state diagram straight from its definition: states (nested
 * ones as composite states), the initial and final markers, and every transition labelled with
 * its event, guard and named actions. Delays and invoked actors keep their names.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  drawChildren(machine.root, lines, '  ');
  return `${lines.join('\n')}\n`;
}

const mermaidId = (node: AnyStateNode) => node.path.join('__') || 'root';

function drawChildren(parent: AnyStateNode, lines: string[], indent: string): void {
  const children = Object.values(parent.states) as AnyStateNode[];
  if (children.length === 0) return;
  const initialTargets = parent.type === 'compound' ? (parent.initial?.target ?? []) : [];
  for (const child of children) {
    const id = mermaidId(child);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${id} {`);
      drawChildren(child, lines, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (child.description) {
      lines.push(
        `${indent}note right of ${id}`,
        `${indent}  ${child.description}`,
        `${indent}end note`,
      );
    }
  }
  for (const target of initialTargets) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    for (const transition of transitionsOf(child)) {
      const targets = transition.target?.length ? transition.target : [child];
      for (const target of targets) {
        lines.push(`${indent}${mermaidId(child)} --> ${mermaidId(target)}: ${label(transition)}`);
      }
    }
  }
}

/** Every transition a state node declares, eventless ones included, in definition order. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function label(transition: AnyTransitionDefinition): string {
  const parts = [eventLabel(transition)];
  if (transition.guard) parts.push(`[${guardLabel(transition.guard)}]`);
  const actions = transition.actions
    .map((action) =>
      typeof action === 'string'
        ? action
        : typeof action === 'object' && action
          ? action.type
          : null,
    )
    .filter((name): name is string => Boolean(name) && !String(name).startsWith('xstate.'));
  if (actions.length > 0) parts.push(`/ ${actions.join(', ')}`);
  // Mermaid ends a label at a colon or semicolon; keep them out.
  return parts.join(' ').replace(/[:;]/g, ' ');
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown);

/** A guard's name; `and`, `or` and `not` combinations spelled out; an inline function as "inline". */
function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String(guard.type);
  const combined = guard as { name?: string; guards?: GuardLike[] };
  if (typeof guard === 'function' && Array.isArray(combined.guards)) {
    const inner = combined.guards.map(guardLabel);
    if (combined.name === 'not') return `not ${inner[0]}`;
    return inner.join(` ${combined.name} `);
  }
  return 'inline';
}

function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === '') return 'always';
  const delayed = type.match(/^xstate\.after\.([^.]+)\./);
  if (delayed) return `after ${delayed[1]}`;
  if (type.startsWith('xstate.done.actor.')) return `done ${type.slice(18)}`;
  if (type.startsWith('xstate.error.actor.')) return `error ${type.slice(19)}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}
