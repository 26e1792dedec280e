import { useEffect, useRef } from 'react';

/** Spec 1 §9: 60 particles, joined by a line when closer than 100 px. */
export const particleCount = 60;
export const linkDistancePx = 100;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

function createParticles(width: number, height: number): Particle[] {
  return Array.from({ length: particleCount }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.6,
    vy: (Math.random() - 0.5) * 0.6,
    r: 1.2 + Math.random() * 1.6,
  }));
}

/**
 * Links fade with distance in this many steps: each step's links go in one path and one stroke. A stroke per link
 * (up to 1 770 of them) took 10–20 ms a frame on a desktop CPU, most of a phone's frame.
 */
const linkAlphaSteps = 8;
const linkStyles = Array.from(
  { length: linkAlphaSteps },
  (_, step) => `rgba(153, 246, 228, ${((0.35 * (step + 0.5)) / linkAlphaSteps).toFixed(3)})`,
);

function draw(context: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  const maxSquared = linkDistancePx * linkDistancePx;
  const links: number[][] = linkStyles.map(() => []);
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared < maxSquared) {
        const closeness = 1 - Math.sqrt(squared) / linkDistancePx;
        links[Math.min(linkAlphaSteps - 1, Math.floor(closeness * linkAlphaSteps))]!.push(i, j);
      }
    }
  }
  context.lineWidth = 1;
  links.forEach((pairs, step) => {
    if (pairs.length === 0) return;
    context.strokeStyle = linkStyles[step]!;
    context.beginPath();
    for (let k = 0; k < pairs.length; k += 2) {
      const a = particles[pairs[k]!]!;
      const b = particles[pairs[k + 1]!]!;
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
    }
    context.stroke();
  });
  context.fillStyle = 'rgba(204, 251, 241, 0.85)';
  context.beginPath();
  for (const p of particles) {
    context.moveTo(p.x + p.r, p.y);
    context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
  }
  context.fill();
}

function move(particles: Particle[], width: number, height: number): void {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
    p.x = Math.min(width, Math.max(0, p.x));
    p.y = Math.min(height, Math.max(0, p.y));
  }
}

/**
 * The hero's decorative particle network: sized to its container at the device pixel ratio, animated
 * with requestAnimationFrame; paused while the tab is hidden, still (one frame) when the visitor prefers
 * reduced motion, not drawn at all while something covers it (the start-up loading screen: drawing unseen frames
 * there competes with the app's start on a phone), and stopped when unmounted.
 */
export function ParticleCanvas({ still, covered }: { still: boolean; covered: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const container = canvas?.parentElement;
    const context = canvas?.getContext('2d');
    if (!canvas || !container || !context) return;

    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      const nextWidth = container.clientWidth;
      const nextHeight = container.clientHeight;
      if (nextWidth === width && nextHeight === height) return;
      // Keep the particles where they were (scaled) when the container changes size.
      particles = particles.length
        ? particles.map((p) => ({ ...p, x: (p.x / (width || 1)) * nextWidth, y: (p.y / (height || 1)) * nextHeight }))
        : createParticles(nextWidth, nextHeight);
      width = nextWidth;
      height = nextHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (!covered) draw(context, particles, width, height);
    };

    const tick = () => {
      move(particles, width, height);
      draw(context, particles, width, height);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (!frame && !still && !covered && document.visibilityState !== 'hidden') frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());

    // A ResizeObserver reports the container's size once it is laid out, in the browser's own layout step; measuring
    // here, right after React commits, would force a layout of the whole page inside the commit.
    const observer = new ResizeObserver(resize);
    observer.observe(container);
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [still, covered]);

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable; the particles are decoration
  return <canvas ref={canvasRef} className="mbh-particles" aria-hidden="true" data-testid="particle-canvas" />;
}
