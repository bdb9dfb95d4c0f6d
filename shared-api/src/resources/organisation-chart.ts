import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { OrganisationChart } from '../entities';

/** The organisation chart (`/api/organisation_chart`), one read scoped by the server. */
export const organisationChartApi = {
  get: async (config?: AxiosRequestConfig) => (await apiClient.get<OrganisationChart>('organisation_chart', config)).data,
};
