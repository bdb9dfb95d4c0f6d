import { errorMessageFrom } from '@portal/shared-api';
import { type ComponentType, useEffect } from 'react';
import { Link, useAsyncError, useRevalidator, useRouteError } from 'react-router';
import { notify } from '../../toast';
import { ErrorState } from '../../widgets/ErrorState';

type LoadErrorViewProps = {
  /** What could not be loaded, e.g. 'No se han podido cargar las solicitudes'. */
  message: string;
  error: unknown;
  /** Reruns the route's loaders; omitted where a retry makes no sense. */
  onRetry?: () => void;
};

/** A failed load in place of the content: what failed, the server's reason and 'Reintentar'. */
export function LoadErrorView({ message, error, onRetry }: LoadErrorViewProps) {
  return <ErrorState message={`${message}: ${errorMessageFrom(error)}`} onRetry={onRetry} />;
}

export type RouteLoadErrorProps = {
  /** The screen's title, kept so the user knows where they are. */
  title: string;
  message: string;
  /** A text the spec also wants as an error toast when the load fails. */
  toast?: string;
  /** For a panel over its parent screen: shown as a panel with 'Cerrar' leading here (e.g. `'..'`). */
  closeTo?: string;
};

/**
 * A route's ErrorBoundary: the failure stays inside the screen (the layout and
 * menu keep working) and 'Reintentar' reruns the loader.
 */
export function RouteLoadError({ title, message, toast, closeTo }: RouteLoadErrorProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (toast) notify.error(toast);
  }, [toast]);
  const failure = <LoadErrorView message={message} error={error} onRetry={() => revalidator.revalidate()} />;
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
