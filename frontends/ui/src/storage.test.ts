import { afterEach, describe, expect, it } from '@jest/globals';
import { readStorage, removeStorage, writeStorage } from './storage.js';

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('storage helpers', () => {
  it('work as no-ops without any localStorage (no window)', () => {
    expect(readStorage('token')).toBeNull();
    expect(() => writeStorage('token', 'x')).not.toThrow();
    expect(() => removeStorage('token')).not.toThrow();
  });

  it('never throw when the browser blocks storage (private mode)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(readStorage('token')).toBeNull();
    expect(() => writeStorage('token', 'x')).not.toThrow();
    expect(() => removeStorage('token')).not.toThrow();
  });

  it('never throw when a write is refused (quota)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: refusing });
    expect(readStorage('token')).toBeNull();
    expect(() => writeStorage('token', 'x')).not.toThrow();
    expect(() => removeStorage('token')).not.toThrow();
  });
});
