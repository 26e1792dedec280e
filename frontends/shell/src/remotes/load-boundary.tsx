import { Component, type ReactNode } from 'react';

/**
 * Around a dialog downloaded on first use: if its code cannot be downloaded (or it fails to render), the page
 * stays up; `onError` tells the user and forgets the request, so the next one downloads again.
 */
export class LoadBoundary extends Component<{ name: string; onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed`, error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
