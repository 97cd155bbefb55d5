/** A React error boundary with a retry that remounts its children. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (error: Error, retry: () => void) => ReactNode; children: ReactNode; name: string };
type State = { error: Error | null };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[boundary:${this.props.name}]`, error, info.componentStack);
  }

  retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
