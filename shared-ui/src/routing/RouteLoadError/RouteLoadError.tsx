import { errorMessageFrom, isNotFoundError } from '@portal/shared-api';
import { type ComponentType, useEffect } from 'react';
import { isRouteErrorResponse, Link, useAsyncError, useLocation, useMatches, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { TEXTS } from '../../texts';
import { notify } from '../../toast';
import { ErrorState } from '../../components/ErrorState';
import { useRetryWhilePassing } from '../../hooks/use-retry-while-passing';
import { announceScreenFault, isCodeFault } from './screen-faults';

type LoadErrorViewProps = {
  /** What could not be loaded, e.g. 'No se han podido cargar las solicitudes'. */
  message: string;
  error: unknown;
  /** Reruns the route's loaders; omitted where a retry makes no sense. */
  onRetry?: () => void;
};

/** A failed load in place of the content: what failed, the server's reason and 'Reintentar', tried by itself while the service is down for a moment. */
export function LoadErrorView({ message, error, onRetry }: LoadErrorViewProps) {
  useRetryWhilePassing(message, error, onRetry);
  return <ErrorState message={`${message}: ${errorMessageFrom(error)}`} onRetry={onRetry} />;
}

/** The `/user` layout's home: the way back from something that is not there. */
const HOME_PATH = '/user';

/** An API 404, or a loader's own 404 (`throw data(null, { status: 404 })`): the item is not there for this person. */
export function isMissingItem(error: unknown): boolean {
  return isNotFoundError(error) || (isRouteErrorResponse(error) && error.status === 404);
}

/** Something asked for that does not exist (or is not visible to the person): said plainly, with the way home and no retry, which cannot help. */
export function NotFoundView({ message }: { message: string }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      <Link className="btn" to={HOME_PATH}>
        {TEXTS.BACK_HOME}
      </Link>
    </div>
  );
}

export type RouteLoadErrorProps = {
  /** The screen's title, kept so the user knows where they are. */
  title: string;
  message: string;
  /** A text the spec also wants as an error toast when the load fails. */
  toast?: string;
  /** For a panel over its parent screen: shown as a panel with 'Cerrar' leading here (e.g. `'..'`). */
  closeTo?: string;
  /** What a 404 means on this screen, e.g. 'Este tablero no existe o no tiene acceso a él.'. */
  notFound?: string;
};

/**
 * Runs the loaders again by going to the same place anew. A revalidation would too, but the router's error boundary
 * lets its error go only once it has rendered the revalidation under way, which a fast answer can skip.
 */
function useReloadInPlace(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return () => void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
}

/**
 * A route's ErrorBoundary: the failure stays inside the screen (the layout and
 * menu keep working) and 'Reintentar' reruns the loader; a 404 says the item is
 * not there instead, without the retry.
 */
export function RouteLoadError({ title, message, toast, closeTo, notFound = TEXTS.NOT_FOUND }: RouteLoadErrorProps) {
  const error = useRouteError();
  const reload = useReloadInPlace();
  const missing = isMissingItem(error);
  const routeId = useMatches().at(-1)?.id;
  useEffect(() => {
    if (routeId && isCodeFault(error)) announceScreenFault(routeId);
  }, [error, routeId]);
  useEffect(() => {
    // The spec's toast reports a failed load; a missing item is not one.
    if (toast && !missing) notify.error(toast);
  }, [toast, missing]);
  const failure = missing ? (
    <NotFoundView message={notFound} />
  ) : (
    <LoadErrorView message={message} error={error} onRetry={reload} />
  );
  if (closeTo !== undefined) {
    return (
      <aside className="card route-panel" aria-label={title}>
        {failure}
        <Link className="btn btn-ghost" to={closeTo}>
          Cerrar
        </Link>
      </aside>
    );
  }
  return (
    <section className="page">
      <h1>{title}</h1>
      {failure}
    </section>
  );
}

const madeHere = new WeakSet<ComponentType>();

/** The ErrorBoundary component of one route: `ErrorBoundary: routeLoadError({ title, message })`. */
export function routeLoadError(props: RouteLoadErrorProps): ComponentType {
  const Boundary = () => <RouteLoadError {...props} />;
  Boundary.displayName = `RouteLoadError(${props.title})`;
  madeHere.add(Boundary);
  return Boundary;
}

/** Whether a route's ErrorBoundary was made by `routeLoadError` (the remotes' contract check asks). */
export function isRouteLoadError(component: unknown): boolean {
  return typeof component === 'function' && madeHere.has(component as ComponentType);
}

/** An `<Await errorElement>`: a deferred part of a loader's data failed; 'Reintentar' reruns the route's loaders. */
export function AwaitLoadError({ message }: { message: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return <LoadErrorView message={message} error={error} onRetry={() => revalidator.revalidate()} />;
}
