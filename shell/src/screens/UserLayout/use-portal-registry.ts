import { useRouteLoaderData } from 'react-router';
import type { RemotesConfig } from '../../federation/remotes-config';
import { USER_LAYOUT_ID } from '../../router/route-ids';

const EMPTY: RemotesConfig = { remotes: [], problems: [] };

/** The validated remotes file of this environment, as the layout's loader read it. */
export function usePortalRegistry(): RemotesConfig {
  return (useRouteLoaderData(USER_LAYOUT_ID) as RemotesConfig | undefined) ?? EMPTY;
}
