import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The path shown: a navigation elsewhere clears the error, as the data router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  resetKey: string;
  failed: boolean;
}

/** The routes' error page: a screen that throws or a chunk that cannot load shows RouteError. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
