import { useEffect, useState } from 'react';

/** Spec 1 §9: the hero's typewriter types 80 ms per character and rests 6 s on a full word. */
export const typeMsPerChar = 80;
export const pauseMs = 6000;

export interface TypewriterState {
  /** Which adjective; it follows the Spanish list (spec 1 §2), whatever the language shown. */
  index: number;
  /** How many characters of it are visible. */
  typed: number;
}

export const typewriterStart: TypewriterState = { index: 0, typed: 0 };

/**
 * One step of the typewriter: the state after it and how long it waits before that step. A word being
 * typed gains a character every 80 ms; a complete word stays 6 s, then the next index of the Spanish
 * list starts empty.
 */
export function typewriterStep(state: TypewriterState, word: string, spanishCount: number): { next: TypewriterState; delayMs: number } {
  if (state.typed < word.length) return { next: { index: state.index, typed: state.typed + 1 }, delayMs: typeMsPerChar };
  return { next: { index: (state.index + 1) % Math.max(spanishCount, 1), typed: 0 }, delayMs: pauseMs };
}

/** The visible text for a state: the shown language's adjective at the index, cut to what is typed. */
export function typewriterText(state: TypewriterState, words: readonly string[]): string {
  const word = words[state.index % Math.max(words.length, 1)] ?? '';
  return word.slice(0, state.typed);
}

/**
 * Drives the typewriter with timers: `words` are the shown language's adjectives, `spanishCount` the
 * length of the Spanish list that picks the index. With reduced motion the whole word shows at once and
 * only changes after the pause. While `paused` (the start-up loading screen covers the page) it waits, so the
 * visitor sees the first word typed.
 */
export function useTypewriter(words: readonly string[], spanishCount: number, reducedMotion = false, paused = false): string {
  const [state, setState] = useState<TypewriterState>(typewriterStart);
  const word = words[state.index % Math.max(words.length, 1)] ?? '';
  const typed = Math.min(state.typed, word.length);

  useEffect(() => {
    if (paused) return;
    if (reducedMotion) {
      const timer = setTimeout(() => setState((s) => ({ index: (s.index + 1) % Math.max(spanishCount, 1), typed: 0 })), pauseMs);
      return () => clearTimeout(timer);
    }
    const { next, delayMs } = typewriterStep({ index: state.index, typed }, word, spanishCount);
    const timer = setTimeout(() => setState(next), delayMs);
    return () => clearTimeout(timer);
  }, [state.index, typed, word, spanishCount, reducedMotion, paused]);

  return reducedMotion ? word : word.slice(0, typed);
}
