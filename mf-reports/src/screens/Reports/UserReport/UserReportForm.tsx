import { isUserReportType, REPORT_MESSAGES, type UserReportType, type UserSummary } from '@portal/shared-api';
import { displayName, refuseWrite, UserSearch } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import { type DateRange, DateRangeFields, EMPTY_RANGE, rangeOrNull, rangeProblem } from '../ReportFields';
import type { ReportFormProps } from '../ReportSection';

const TYPES: { value: UserReportType; label: string }[] = [
  { value: 'solicitante', label: 'Solicitante' },
  { value: 'user', label: 'Usuario' },
];

/** Report by user (spec 02 §2): what someone requested or what they worked, over all time or between two dates. */
export function UserReportForm({ send }: ReportFormProps) {
  const [type, setType] = useState<UserReportType | ''>('');
  const [user, setUser] = useState<UserSummary | null>(null);
  const [limited, setLimited] = useState(false);
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isUserReportType(type) || user === null) return refuseWrite(REPORT_MESSAGES.WRONG_PARAMETER);
    const problem = limited ? rangeProblem(range, true) : null;
    if (problem) return refuseWrite(problem);
    send({ report: 'user', type, userId: user.id, range: limited ? rangeOrNull(range) : null });
  };

  return (
    <form className="report-form" onSubmit={submit} noValidate>
      <fieldset className="report-choice">
        <legend>Tipo de informe</legend>
        {TYPES.map((option) => (
          <label key={option.value}>
            <input type="radio" name="user-report-type" value={option.value} checked={type === option.value} onChange={() => setType(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {user === null ? (
        <UserSearch label="Persona" placeholder="Buscar por nombre o correo" onSelect={setUser} />
      ) : (
        <div className="field report-chosen">
          <span className="label">Persona</span>
          <span>
            {displayName(user)} ({user.email})
          </span>
          <button type="button" className="btn btn-ghost" onClick={() => setUser(null)}>
            Cambiar
          </button>
        </div>
      )}
      <label className="report-toggle">
        <input type="checkbox" checked={limited} onChange={(event) => setLimited(event.target.checked)} />
        Limitar por fechas
      </label>
      {limited && <DateRangeFields range={range} onChange={setRange} />}
      <button type="submit" className="btn btn-primary">
        Generar informe
      </button>
    </form>
  );
}
