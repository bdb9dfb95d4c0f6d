import { errorMessageFrom } from '@portal/shared-api';
import { CardLoadError, Loader } from '@portal/shared-ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { RemoteWidgetsUnavailable } from './RemoteWidgetContent';

const reasonOf = (error: unknown) => (error instanceof RemoteWidgetsUnavailable ? error.message : errorMessageFrom(error));

type BoundaryProps = { children: ReactNode; onRetry: () => void };

/** A widget that throws (its data, its chunk) fails alone, with 'Reintentar'. */
class WidgetBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <CardLoadError reason={reasonOf(this.state.error)} onRetry={this.props.onRetry} />;
  }
}

type WidgetCardProps = {
  id: string;
  title: string;
  /** Called before a retry remounts the content (e.g. to fetch the remote again). */
  beforeRetry?: () => Promise<void>;
  children: ReactNode;
};

/** One card of the home grid: its heading, its own loading state and its own failure. */
export function WidgetCard({ id, title, beforeRetry, children }: WidgetCardProps) {
  const [attempt, setAttempt] = useState(0);
  const headingId = `widget-${id.replace(/[^a-z0-9-]/gi, '-')}`;
  const retry = async (resetQueries: () => void) => {
    await beforeRetry?.();
    resetQueries();
    setAttempt((count) => count + 1);
  };
  return (
    <article className="card home-widget" aria-labelledby={headingId} data-widget={id}>
      <h2 id={headingId}>{title}</h2>
      {/* A failed query is thrown again as long as it is not reset, without reading anew: 'Reintentar' resets the card's. */}
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <WidgetBoundary key={attempt} onRetry={() => void retry(reset)}>
            <Suspense fallback={<Loader />}>{children}</Suspense>
          </WidgetBoundary>
        )}
      </QueryErrorResetBoundary>
    </article>
  );
}
