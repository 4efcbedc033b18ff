import { useEffect, useRef, useState } from 'react';
import { type DiagramLayout, layoutDiagram, type PlacedState } from '../layout/elk-layout';
import { BOX_PADDING, LINE_HEIGHT } from '../layout/node-text';
import type { Diagram } from '../model/diagram';

type Props = { diagram: Diagram; active: Set<string> };

const ZOOM_STEP = 1.25;
/** Fitting a large machine into a phone's width makes its words unreadable: no smaller than this. */
const READABLE_SCALE = 0.7;
const points = (route: Array<{ x: number; y: number }>) =>
  route.map(({ x, y }) => `${x},${y}`).join(' ');

/**
 * The machine's diagram as SVG in a scrolling frame: it opens fitted to the frame's width,
 * zooms with its buttons or + and - (the frame scrolls by arrow keys once focused), and
 * highlights the active states and the transitions leaving them.
 */
export function DiagramView({ diagram, active }: Props) {
  const [layout, setLayout] = useState<DiagramLayout | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    let current = true;
    void layoutDiagram(diagram).then((next) => current && setLayout(next));
    return () => {
      current = false;
    };
  }, [diagram]);
  const fitScale = () =>
    layout && frame.current ? Math.min(1, (frame.current.clientWidth - 4) / layout.width) : 1;
  const scale = zoom ?? Math.max(READABLE_SCALE, fitScale());
  const activeKey = [...active].join(' ');
  // The innermost active state in view: after each step, on a screen too small for the whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active states or the scale change
  useEffect(() => {
    const box = frame.current;
    const deepest = [...(box?.querySelectorAll('.state.active > rect') ?? [])].at(-1);
    if (!box || !deepest) return;
    // Scrolls the frame only, not the page: the reader's place on the page stays.
    const inFrame = box.getBoundingClientRect();
    const state = deepest.getBoundingClientRect();
    box.scrollLeft += state.left - inFrame.left - (inFrame.width - state.width) / 2;
    box.scrollTop += state.top - inFrame.top - (inFrame.height - state.height) / 2;
  }, [activeKey, layout, scale]);
  const parallel = new Set(
    diagram.states.filter((state) => state.type === 'parallel').map((state) => state.id),
  );
  const zoomBy = (factor: number) => setZoom(Math.min(3, Math.max(0.1, scale * factor)));

  return (
    <section className="diagram" aria-label="State diagram">
      <div className="row diagram-tools">
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => setZoom(fitScale())}>
          Fit
        </button>
        <button type="button" onClick={() => setZoom(1)}>
          100%
        </button>
      </div>
      <section
        className="diagram-frame"
        ref={frame}
        aria-label="Diagram (arrow keys scroll it)"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
      >
        {layout ? (
          <svg
            width={layout.width * scale}
            height={layout.height * scale}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
          >
            <title>{`${diagram.machineId}: ${diagram.states.length} states, ${diagram.transitions.length} transitions`}</title>
            <defs>
              <marker
                id="arrow"
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" className="arrow-head" />
              </marker>
            </defs>
            {[...layout.states]
              .sort((a, b) => a.depth - b.depth)
              .map((placed) => (
                <StateBox
                  key={placed.state.id}
                  placed={placed}
                  active={active.has(placed.state.id)}
                  region={parallel.has(placed.state.parent ?? '')}
                  onSelect={() => setSelected(placed.state.id)}
                />
              ))}
            {layout.initials.map((initial) => (
              <g key={initial.id} className="initial">
                <circle
                  cx={initial.x + initial.size / 2}
                  cy={initial.y + initial.size / 2}
                  r={initial.size / 2}
                />
                <polyline points={points(initial.route)} markerEnd="url(#arrow)" />
              </g>
            ))}
            {layout.transitions.map(({ transition, routes, label }) => {
              const live = active.has(transition.source);
              return (
                <g
                  key={transition.id}
                  className={`transition ${transition.kind}${live ? ' live' : ''}${transition.targets.length ? '' : ' stays'}`}
                  data-transition={transition.id}
                >
                  {routes.map((route, index) => (
                    <polyline
                      key={transition.targets[index] ?? transition.source}
                      points={points(route)}
                      markerEnd="url(#arrow)"
                    />
                  ))}
                  {label ? (
                    <text x={label.x} y={label.y}>
                      {label.lines.map((line, index) => (
                        <tspan
                          key={line.kind}
                          x={label.x}
                          dy={index === 0 ? 11 : LINE_HEIGHT[line.kind]}
                          className={line.kind}
                        >
                          {line.text}
                        </tspan>
                      ))}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        ) : (
          <p className="muted">Laying out the diagram…</p>
        )}
      </section>
      <StateDetails diagram={diagram} id={selected} />
      <p className="legend muted small">
        Dot: initial state · double border: final · dashed box: parallel region · dashed arrow:
        stays in its state · highlighted: where play is now and what it can take.
      </p>
    </section>
  );
}

/** The state chosen on the diagram (clicked, or focused with Tab), in full: what a box cuts short. */
function StateDetails({ diagram, id }: { diagram: Diagram; id: string | null }) {
  const state = diagram.states.find((candidate) => candidate.id === id);
  if (!state) {
    return (
      <p className="muted small">Choose a state (click it, or Tab to it) to read it in full.</p>
    );
  }
  const name = (target: string) =>
    diagram.states.find((other) => other.id === target)?.key ?? target;
  const leaving = diagram.transitions.filter((transition) => transition.source === state.id);
  return (
    <div className="state-details" aria-live="polite">
      <h3>
        {state.key} <span className="badge">{state.type}</span>
      </h3>
      <p className="muted small">
        <code>{state.id}</code>
        {state.tags.length ? ` · ${state.tags.map((tag) => `#${tag}`).join(' ')}` : ''}
        {state.invokes.length
          ? ` · calls ${state.invokes.map((invoke) => invoke.id).join(', ')}`
          : ''}
      </p>
      {state.description ? <p>{state.description}</p> : null}
      {leaving.length ? (
        <ul className="small">
          {leaving.map((transition) => (
            <li key={transition.id}>
              {transition.label}
              {transition.guard ? ` [${transition.guard}]` : ''} →{' '}
              {transition.targets.length ? transition.targets.map(name).join(', ') : 'stays'}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StateBox({
  placed,
  active,
  region,
  onSelect,
}: {
  placed: PlacedState;
  active: boolean;
  region: boolean;
  onSelect: () => void;
}) {
  const { state, x, y, width, height, lines } = placed;
  const classes = ['state', state.type, active ? 'active' : '', region ? 'region' : ''].join(' ');
  let dy = BOX_PADDING;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of an SVG drawing cannot be a <button>
    <g
      className={classes}
      data-state={state.id}
      role="button"
      tabIndex={0}
      aria-label={`State ${state.id}${active ? ' (active)' : ''}`}
      onClick={onSelect}
      onFocus={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onSelect();
      }}
    >
      <title>{[state.id, state.description].filter(Boolean).join(': ')}</title>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {state.type === 'final' ? (
        <rect className="inner" x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />
      ) : null}
      {lines.map((line) => {
        dy += LINE_HEIGHT[line.kind];
        return (
          <text
            key={`${line.kind} ${line.text}`}
            x={x + BOX_PADDING}
            y={y + dy - 4}
            className={line.kind}
          >
            {line.text}
          </text>
        );
      })}
    </g>
  );
}
