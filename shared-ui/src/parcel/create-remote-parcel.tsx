import { PortalStoreProvider } from '@portal/shared-api/react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteRouteObject } from '../remote-contract';
import { ErrorState } from '../components/ErrorState';
import { Loader } from '../components/Loader';

export type RemoteParcelProps = { initialPath?: string };

type Options = {
  /** Fresh route objects for each mount (a router mutates the objects it resolves). */
  createRoutes: () => RemoteRouteObject[];
  defaultPath: string;
  /** Spanish message shown if the parcel's tree throws. */
  failureMessage: string;
};

/**
 * single-spa-react lifecycles mounting a remote's screens with their own
 * memory router, for hosts that are not the portal shell.
 */
export function createRemoteParcel({ createRoutes, defaultPath, failureMessage }: Options) {
  function RemoteParcelRoot({ initialPath }: RemoteParcelProps) {
    const [router] = React.useState(() =>
      createMemoryRouter([{ HydrateFallback: Loader, children: createRoutes() }], {
        initialEntries: [initialPath ?? defaultPath],
      }),
    );
    return (
      <PortalStoreProvider>
        <RouterProvider router={router} />
      </PortalStoreProvider>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteParcelRoot,
    errorBoundary: () => <ErrorState message={failureMessage} />,
  });
}
