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

function draw(context: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  const maxSquared = linkDistancePx * linkDistancePx;
  context.lineWidth = 1;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared < maxSquared) {
        context.strokeStyle = `rgba(153, 246, 228, ${(0.35 * (1 - Math.sqrt(squared) / linkDistancePx)).toFixed(3)})`;
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
    }
  }
  context.fillStyle = 'rgba(204, 251, 241, 0.85)';
  for (const p of particles) {
    context.beginPath();
    context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    context.fill();
  }
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
 * reduced motion or while something covers it (the start-up loading screen: animating unseen frames there
 * competes with the app's start on a phone), and stopped when unmounted.
 */
export function ParticleCanvas({ still }: { still: boolean }) {
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
      draw(context, particles, width, height);
    };

    const tick = () => {
      move(particles, width, height);
      draw(context, particles, width, height);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (!frame && !still && document.visibilityState !== 'hidden') frame = requestAnimationFrame(tick);
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
  }, [still]);

  return <canvas ref={canvasRef} className="mbh-particles" aria-hidden="true" data-testid="particle-canvas" />;
}
