import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one commit later than the tree around it: after the browser has drawn the frame that tree's
 * commit produced. The first layout of new content is the biggest single piece of a page's start on a phone (text at
 * sizes not yet drawn, pictures, tables); a page whose lower sections come in a commit of their own holds the main
 * thread in two shorter pieces instead of one long one, and nothing the visitor sees above the fold moves.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's layout; the timer fires after it has been drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : null;
}
