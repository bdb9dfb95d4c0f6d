import { errorMessageFrom } from '@portal/shared-api';
import { CardLoadError, Loader } from '@portal/shared-ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { RemoteCardsUnavailable } from './RemoteCardContent';

const reasonOf = (error: unknown) => (error instanceof RemoteCardsUnavailable ? error.message : errorMessageFrom(error));

type BoundaryProps = { card: string; children: ReactNode; onRetry: () => void };

/** A card that throws (its data, its chunk) fails alone, with 'Reintentar'. */
class CardBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <CardLoadError reason={reasonOf(this.state.error)} onRetry={this.props.onRetry} failure={{ error: this.state.error, card: this.props.card }} />;
  }
}

type HomeCardProps = {
  id: string;
  title: string;
  /** Called before a retry remounts the content (e.g. to fetch the remote again). */
  beforeRetry?: () => Promise<void>;
  children: ReactNode;
};

/** One card of the home grid: its heading, its own loading state and its own failure. */
export function HomeCard({ id, title, beforeRetry, children }: HomeCardProps) {
  const [attempt, setAttempt] = useState(0);
  const headingId = `home-card-${id.replace(/[^a-z0-9-]/gi, '-')}`;
  const retry = async (resetQueries: () => void) => {
    await beforeRetry?.();
    resetQueries();
    setAttempt((count) => count + 1);
  };
  // The class `home-widget` and the attribute `data-widget` keep their names: the end-to-end tests find cards by them.
  return (
    <article className="card home-widget" aria-labelledby={headingId} data-widget={id}>
      <h2 id={headingId}>{title}</h2>
      {/* A failed query is thrown again as long as it is not reset, without reading anew: 'Reintentar' resets the card's. */}
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <CardBoundary key={attempt} card={id} onRetry={() => void retry(reset)}>
            <Suspense fallback={<Loader />}>{children}</Suspense>
          </CardBoundary>
        )}
      </QueryErrorResetBoundary>
    </article>
  );
}
