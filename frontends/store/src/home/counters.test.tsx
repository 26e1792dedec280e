/** @jest-environment jsdom */
import './page-test-kit.js';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { startupScreen } from '@mb/ui';
import { counterTickMs, counterValue, formatCounter } from './counters.js';
import { HeroStats } from './hero.js';

describe('counters', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const value = (id: string) => screen.getByTestId(`stat-${id}`).textContent;

  it('count projects +3 and clients +1 every 50 ms, ending at 150+ and 50+; support is 24/7', () => {
    render(<HeroStats reducedMotion={false} />);
    expect(value('projects')).toBe('0+');
    expect(value('support')).toBe('24/7');
    act(() => jest.advanceTimersByTime(counterTickMs));
    expect(value('projects')).toBe('3+');
    expect(value('clients')).toBe('1+');
    act(() => jest.advanceTimersByTime(counterTickMs * 9));
    expect(value('projects')).toBe('30+');
    expect(value('clients')).toBe('10+');
    act(() => jest.advanceTimersByTime(counterTickMs * 40));
    expect(value('projects')).toBe('150+');
    expect(value('clients')).toBe('50+');
    act(() => jest.advanceTimersByTime(10_000));
    expect(value('projects')).toBe('150+');
    expect(value('clients')).toBe('50+');
    expect(value('support')).toBe('24/7');
    expect(screen.getByText('Proyectos entregados')).toBeTruthy();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('wait for the start-up loading screen to go before counting, so nobody misses it', () => {
    act(() => startupScreen.show());
    try {
      render(<HeroStats reducedMotion={false} />);
      act(() => jest.advanceTimersByTime(counterTickMs * 60));
      expect(value('projects')).toBe('0+');
      act(() => startupScreen.hide());
      act(() => jest.advanceTimersByTime(counterTickMs));
      expect(value('projects')).toBe('3+');
    } finally {
      startupScreen.hide();
    }
  });

  it('jump to the end when motion is reduced', () => {
    render(<HeroStats reducedMotion />);
    expect(value('projects')).toBe('150+');
    expect(value('clients')).toBe('50+');
  });

  it('never pass their target', () => {
    expect(counterValue(49, 3, 150)).toBe(147);
    expect(counterValue(51, 3, 150)).toBe(150);
    expect(counterValue(60, 1, 50)).toBe(50);
    expect(formatCounter(150)).toBe('150+');
  });
});
