import { apiClient, unwrapMembers } from '@portal/shared-api';

// The section shows its own failures next to what failed.
const quiet = { notifyErrors: false };

/** One signed-in device of the person, as `GET /api/user/sessions` lists it. */
export type DeviceSession = { id: number; browser: string; ip: string; startedAt: string; lastUsedAt: string; current: boolean };

export const deviceSessionsApi = {
  async list(signal?: AbortSignal): Promise<DeviceSession[]> {
    const response = await apiClient.get('user/sessions', { ...quiet, signal });
    return unwrapMembers<DeviceSession>(response.data);
  },
  async end(id: number): Promise<void> {
    await apiClient.delete(`user/sessions/${id}`, quiet);
  },
  async endOthers(): Promise<void> {
    await apiClient.post('user/sessions/endOthers', undefined, quiet);
  },
};
