import { act } from '@testing-library/react';

// jsdom's navigator.onLine is always true: the tests decide it, and tell the page as a browser does.
let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/** The device's connection cut (false) or back (true), with the window's 'offline' or 'online' event. */
export const connection = (now: boolean) =>
  act(() => {
    online = now;
    window.dispatchEvent(new Event(now ? 'online' : 'offline'));
  });
