/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import {
  pauseMs,
  typeMsPerChar,
  typewriterStart,
  typewriterStep,
  typewriterText,
  useTypewriter,
  type TypewriterState,
} from './typewriter.js';

describe('typewriter steps (pure)', () => {
  it('types one character per 80 ms, rests 6 s on the full word, then starts the next index empty', () => {
    const word = 'seguras';
    let state: TypewriterState = typewriterStart;
    const delays: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < word.length + 1; i++) {
      const { next, delayMs } = typewriterStep(state, word, 10);
      delays.push(delayMs);
      state = next;
      texts.push(typewriterText(state, [word]));
    }
    expect(delays).toEqual([...Array(word.length).fill(typeMsPerChar), pauseMs]);
    expect(texts.slice(0, word.length)).toEqual(['s', 'se', 'seg', 'segu', 'segur', 'segura', 'seguras']);
    expect(state).toEqual({ index: 1, typed: 0 });
    expect(typeMsPerChar).toBe(80);
    expect(pauseMs).toBe(6000);
  });

  it('wraps around by the length of the Spanish list', () => {
    expect(typewriterStep({ index: 9, typed: 3 }, 'abc', 10).next).toEqual({ index: 0, typed: 0 });
    expect(typewriterStep({ index: 2, typed: 2 }, 'ab', 3).next).toEqual({ index: 0, typed: 0 });
  });
});

function Probe({
  words,
  spanishCount,
  reduced = false,
  paused = false,
}: {
  words: string[];
  spanishCount: number;
  reduced?: boolean;
  paused?: boolean;
}) {
  return <output data-testid="typed">{useTypewriter(words, spanishCount, reduced, paused)}</output>;
}

describe('useTypewriter with timers', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const typed = () => screen.getByTestId('typed').textContent;
  /** Time passes in small steps, each rendered, as in the browser (a step schedules the next timer). */
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 20) act(() => jest.advanceTimersByTime(Math.min(20, left)));
  };

  it('shows the text per tick: 80 ms per character, the whole word for 6 s, then the next word', () => {
    render(<Probe words={['abc', 'de']} spanishCount={2} />);
    expect(typed()).toBe('');
    advance(79);
    expect(typed()).toBe('');
    advance(1);
    expect(typed()).toBe('a');
    advance(80);
    expect(typed()).toBe('ab');
    advance(80);
    expect(typed()).toBe('abc');
    advance(pauseMs - 1);
    expect(typed()).toBe('abc');
    advance(1);
    expect(typed()).toBe('');
    advance(160);
    expect(typed()).toBe('de');
    advance(pauseMs);
    expect(typed()).toBe('');
    advance(80);
    expect(typed()).toBe('a');
  });

  it('takes the index from the Spanish list: a longer list in the shown language is cut to its length', () => {
    render(<Probe words={['x', 'y', 'z']} spanishCount={2} />);
    advance(80 + pauseMs + 80);
    expect(typed()).toBe('y');
    advance(pauseMs + 80);
    expect(typed()).toBe('x');
  });

  it('with reduced motion shows whole words and changes them every 6 s', () => {
    render(<Probe words={['uno', 'dos']} spanishCount={2} reduced />);
    expect(typed()).toBe('uno');
    advance(pauseMs);
    expect(typed()).toBe('dos');
  });

  it('waits while paused (the start-up loading screen covers it) and types from the first letter once uncovered', () => {
    const { rerender } = render(<Probe words={['abc']} spanishCount={1} paused />);
    advance(3000);
    expect(typed()).toBe('');
    rerender(<Probe words={['abc']} spanishCount={1} />);
    advance(80);
    expect(typed()).toBe('a');
  });
});
