import { errorMessageFrom } from '@portal/shared-api';
import { PHONE_QUERY, useMediaQuery } from '@portal/shared-ui';
import { useState } from 'react';
import { monthRange } from './calendar-days';
import { MY_TIMES_TEXTS as T } from './texts';
import { type PeriodRange, timePeriodsApi } from './time-periods-api';

type DownloadControlProps = { days: string[]; date: string; user: number | undefined };

/** Saves a blob under `name` through a temporary link. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** 'Descargar': the shown week or the date's month as the API's `.xlsx`. */
export function DownloadControl({ days, date, user }: DownloadControlProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [range, setRange] = useState<'week' | 'month'>('week');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    const chosen: PeriodRange = range === 'week' ? { from: days[0] ?? date, to: days[6] ?? date, user } : { ...monthRange(date), user };
    setBusy(true);
    setError(null);
    try {
      save(await timePeriodsApi.sheet(chosen), `tiempos-${chosen.from}-${chosen.to}.xlsx`);
    } catch (failure) {
      setError(errorMessageFrom(failure) || T.DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="times-download">
      <label>
        <span className={phone ? 'visually-hidden' : undefined}>{T.DOWNLOAD_RANGE}</span>
        <select className="input" value={range} onChange={(event) => setRange(event.target.value as 'week' | 'month')}>
          <option value="week">{T.SHOWN_WEEK}</option>
          <option value="month">{T.MONTH}</option>
        </select>
      </label>
      <button type="button" className="btn" disabled={busy} onClick={() => void download()}>
        {T.DOWNLOAD}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
