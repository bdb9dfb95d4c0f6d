import { liveFeedPosition, type OrganisationChart, organisationChartApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

export type OrganisationChartData = { chart: OrganisationChart; liveFrom: number };

/** The whole organisation in one read, scoped by the server; `liveFrom` so no change made during the read is missed. */
export async function organisationChartLoader({ request }: LoaderFunctionArgs): Promise<OrganisationChartData> {
  const liveFrom = liveFeedPosition();
  return { chart: await organisationChartApi.get({ signal: request.signal }), liveFrom };
}
