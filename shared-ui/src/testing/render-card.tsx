import { errorMessageFrom } from '@portal/shared-api';
import type { FakeRoutes } from '@portal/shared-api/testing';
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { useRouteError } from 'react-router';
import type { RemoteCard } from '../remote-contract';
import { Loader } from '../components/Loader';
import { renderRoutes } from './render-routes';

/** Stands for the shell's card frame: a card's failure shows as `Fallo: <reason>`. */
function CardFailure() {
  return <p role="alert">Fallo: {errorMessageFrom(useRouteError())}</p>;
}

/**
 * Renders one home card of a remote on a home page, over the HTTP answers `api` (or the last `fakeApi`).
 * Awaited: the card's folder is imported and shown inside an awaited `act`.
 */
export async function renderCard(card: RemoteCard, api?: FakeRoutes) {
  const element = (
    <section aria-label={card.title}>
      <Suspense fallback={<Loader />}>
        <card.Component />
      </Suspense>
    </section>
  );
  let rendered: ReturnType<typeof renderRoutes> | undefined;
  await act(async () => {
    rendered = renderRoutes([{ path: '/user', element, ErrorBoundary: CardFailure }, { path: '*', element: <h1>Otra página</h1> }], { path: '/user', api });
  });
  // The folder arrives through the portal's query cache, which tells the card in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered as ReturnType<typeof renderRoutes>;
}
