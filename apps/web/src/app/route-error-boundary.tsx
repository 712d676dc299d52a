import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { ErrorPage } from '../features/system/pages/error-page.tsx';

type Props = { location: Location; children: ReactNode };
type State = { location: Location; failed: boolean; error: unknown };

/**
 * The error page in place of a page that failed to render, as the data router's route error
 * boundary did: the next navigation tries the page again.
 */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}
