import { Component, type ReactNode } from 'react';

/**
 * Keeps a failing screen from taking the console down: the layout stays, and the screen says
 * what went wrong — e.g. 'need roles!' when a permission gate was given no permission list.
 */
export class ScreenBoundary extends Component<
  { children: ReactNode; fallback: (message: string) => ReactNode },
  { error: string | null }
> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}
