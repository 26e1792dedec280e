import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `px`. The position is read on scroll events and in the first
 * animation frame after mounting, never while React commits: reading it then forces a layout of the whole page inside
 * the commit (Mantine's useWindowScroll, 130 ms of the first commit at 4x CPU).
 */
export function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [px]);
  return scrolled;
}
