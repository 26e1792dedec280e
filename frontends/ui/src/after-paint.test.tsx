/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AfterPaint } from './after-paint.js';

describe('AfterPaint', () => {
  it('leaves its children out of the first commit and shows them after the next frame', async () => {
    const { unmount } = render(
      <main>
        <h1>Arriba</h1>
        <AfterPaint>
          <p>Abajo</p>
        </AfterPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Arriba' })).toBeTruthy();
    expect(screen.queryByText('Abajo')).toBeNull();
    expect(await screen.findByText('Abajo')).toBeTruthy();
    unmount();
  });
});
