import { type Configuration, configurationsApi, MAINTENANCE_CONFIGURATION_ID } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

/** The maintenance flag the console's switch shows. */
export async function adminConsoleLoader({ request }: LoaderFunctionArgs): Promise<Configuration> {
  return configurationsApi.get(MAINTENANCE_CONFIGURATION_ID, { signal: request.signal });
}
