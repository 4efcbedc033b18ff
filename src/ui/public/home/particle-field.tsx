import { useEffect, useRef } from 'react';
import { particleField } from '../../../content/particles';

/**
 * The particle engine's density convention: `count` particles on a 1920 x 1080 area, more or
 * fewer in proportion on a larger or smaller field.
 */
const DENSITY_AREA = 1920 * 1080;
/** The field's frames are at most this far apart, in ms (spec section 9's frame rate cap). */
const MIN_FRAME_MS = 1000 / particleField.fpsLimit;

type Particle = { x: number; y: number; vx: number; vy: number; radius: number; alpha: number };

const between = (min: number, max: number) => min + Math.random() * (max - min);

function scatter(width: number, height: number): Particle[] {
  const count = Math.max(1, Math.round((particleField.count * width * height) / DENSITY_AREA));
  return Array.from({ length: count }, () => {
    const angle = between(0, 2 * Math.PI);
    return {
      x: between(0, width),
      y: between(0, height),
      vx: Math.cos(angle) * particleField.speed,
      vy: Math.sin(angle) * particleField.speed,
      radius: between(particleField.sizeMin, particleField.sizeMax),
      alpha: between(0.3, 0.8),
    };
  });
}

/** One step of a particle: it drifts, and leaving one edge it comes back in at the opposite one. */
function drift(particle: Particle, width: number, height: number, steps: number) {
  const wrap = (value: number, size: number) =>
    value < -particle.radius
      ? size + particle.radius
      : value > size + particle.radius
        ? -particle.radius
        : value;
  particle.x = wrap(particle.x + particle.vx * steps, width);
  particle.y = wrap(particle.y + particle.vy * steps, height);
}

/**
 * The particle field (spec section 9): small white dots drifting slowly over the hero, drawn on
 * one canvas sized to its box, paused while off screen. Its own few lines rather than a particle
 * engine: the engine's start cost the home page 0.6 to 0.8 s of blocking time on a mobile CPU.
 * One canvas pixel per CSS pixel whatever the screen's density: the dots are soft anyway, and a
 * canvas at a phone's pixel ratio has 3 to 4 times the pixels to clear, draw and hand over every
 * frame (frames of 40 to 60 ms instead of under 30 on a CPU slowed 4x; BENCHMARKS.md). A chunk
 * of its own, loaded after the first paint (see particle-background.tsx); `onLoaded` runs once
 * the first frame is drawn.
 */
export default function ParticleField({ onLoaded }: { onLoaded: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let lastFrameAt = 0;
    let loaded = false;

    // The box's size as the resize observer reports it after a layout: reading it from the
    // element instead would force a layout of the whole page in the middle of a frame.
    const fitToBox = ([entry]: ResizeObserverEntry[]) => {
      if (!entry) return;
      width = Math.round(entry.contentRect.width);
      height = Math.round(entry.contentRect.height);
      canvas.width = width;
      canvas.height = height;
      particles = scatter(width, height);
    };
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw);
      const elapsed = lastFrameAt ? now - lastFrameAt : 0;
      if (lastFrameAt && elapsed < MIN_FRAME_MS) return;
      // Steps of a 60 Hz frame: the same speed on any screen's refresh rate.
      const steps = Math.min(elapsed / (1000 / 60), 4);
      lastFrameAt = now;
      context.clearRect(0, 0, width, height);
      context.fillStyle = particleField.color;
      for (const particle of particles) {
        drift(particle, width, height, steps);
        context.globalAlpha = particle.alpha;
        context.beginPath();
        context.arc(particle.x, particle.y, particle.radius, 0, 2 * Math.PI);
        context.fill();
      }
      if (!loaded && particles.length > 0) {
        loaded = true;
        onLoaded();
      }
    };
    const start = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      lastFrameAt = 0;
    };

    const resized = new ResizeObserver(fitToBox);
    resized.observe(canvas);
    const visibility = new IntersectionObserver(([entry]) =>
      entry?.isIntersecting ? start() : stop(),
    );
    visibility.observe(canvas);
    return () => {
      stop();
      resized.disconnect();
      visibility.disconnect();
    };
  }, [onLoaded]);
  return (
    <canvas
      ref={canvasRef}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    />
  );
}
