import { Component, type ReactNode } from 'react';
import { isChunkLoadError, RouteError } from './route-error';
import { retryFailedRoutes } from './route-loader';

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

/**
 * The routes' error page: a screen that throws or a chunk that cannot load shows RouteError. A chunk
 * that could not load (a screen opened for the first time offline) is loaded again, and the screen
 * shown, when the device is back online or the user taps Retry.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey, failed: false };

  private readonly retry = () => {
    retryFailedRoutes();
    this.setState({ error: undefined, failed: false });
  };

  override componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  private readonly onOnline = () => {
    if (this.state.failed && isChunkLoadError(this.state.error)) this.retry();
  };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? (
      <RouteError error={this.state.error} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}
