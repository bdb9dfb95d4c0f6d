import { apiClient, type TimePeriods } from '@portal/shared-api';
import { type AxiosRequestConfig, isAxiosError } from 'axios';

/** A blob's text through FileReader, which every browser (and jsdom) has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** A refused download answers JSON inside a Blob: read it, so the API's reason reaches the screen. */
async function withReadableError(error: unknown): Promise<never> {
  if (isAxiosError(error) && error.response?.data instanceof Blob) {
    const text = await readText(error.response.data);
    try {
      error.response.data = JSON.parse(text);
    } catch {
      error.response.data = text;
    }
  }
  throw error;
}

export type PeriodRange = { from: string; to: string; user?: number | undefined };

const paramsOf = ({ from, to, user }: PeriodRange) => (user === undefined ? { from, to } : { from, to, user });

/** `GET /api/time_periods` and its `.xlsx` (`/sheet`), which the API writes in the reports' sheet style. */
export const timePeriodsApi = {
  get: async (range: PeriodRange, config?: AxiosRequestConfig): Promise<TimePeriods> =>
    (await apiClient.get<TimePeriods>('time_periods', { ...config, params: paramsOf(range) })).data,
  sheet: async (range: PeriodRange): Promise<Blob> =>
    (await apiClient.get<Blob>('time_periods/sheet', { params: paramsOf(range), responseType: 'blob' }).catch(withReadableError)).data,
};
