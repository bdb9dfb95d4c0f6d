import { displayName, UserSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersOf, type LogSection, withFilter } from './log-filters';

type LogFilterBarProps = {
  section: LogSection;
  /** The second filter: the activity's kind or the audit's entity, as value → Spanish label. */
  choice: { label: string; options: Record<string, string> };
};

/** Person, kind (or entity) and days of one log, kept in the URL so a reload or a shared link shows the same list. */
export function LogFilterBar({ section, choice }: LogFilterBarProps) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search, section);
  // The picked person's name is only known from the pick; a link carrying the id alone shows a generic label.
  const [personName, setPersonName] = useState<string>();
  const change = (field: Parameters<typeof withFilter>[2], value: string | number | undefined) => setSearch(withFilter(search, section, field, value), { preventScrollReset: true });

  return (
    <fieldset className="log-filters">
      <legend className="visually-hidden">Filtros</legend>
      {filters.person ? (
        <p className="log-filter-person">
          Persona: {personName ?? 'seleccionada'}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => change('person', undefined)}>
            Quitar persona
          </button>
        </p>
      ) : (
        <UserSearch
          label="Persona"
          placeholder="Buscar persona"
          onSelect={(user) => {
            setPersonName(displayName(user));
            change('person', user.id);
          }}
        />
      )}
      <label className="field">
        {choice.label}
        <select className="input" value={filters.choice ?? ''} onChange={(event) => change('choice', event.target.value)}>
          <option value="">Todos</option>
          {Object.entries(choice.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Desde
        <input className="input" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => change('from', event.target.value)} />
      </label>
      <label className="field">
        Hasta
        <input className="input" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => change('to', event.target.value)} />
      </label>
    </fieldset>
  );
}
