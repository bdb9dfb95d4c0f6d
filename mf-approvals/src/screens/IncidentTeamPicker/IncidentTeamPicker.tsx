import { ChoiceSelect, EmptyState, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { DEPARTMENT_PARAM, type IncidentTeamPickerData } from './incident-team-picker.data';
import { TeamChoice } from './TeamChoice';
import './incident-team-picker.css';

export function IncidentTeamPicker() {
  const title = useRouteTitle();
  const { departments, selected, teams } = useLoaderData() as IncidentTeamPickerData;
  const [, setSearchParams] = useSearchParams();
  const loading = useNavigation().state === 'loading';

  return (
    <section className="page" aria-labelledby="incident-team-picker-title">
      <header className="page-header">
        <h1 id="incident-team-picker-title">{title}</h1>
      </header>
      {selected === null ? (
        <EmptyState message="No pertenece a ningún departamento en el que pueda crear incidencias." />
      ) : (
        <>
          <ChoiceSelect
            label="Departamento"
            className="incident-department"
            value={selected.id}
            choices={departments}
            onChange={(id) => setSearchParams({ [DEPARTMENT_PARAM]: String(id) })}
          />
          {teams.length === 0 ? (
            <EmptyState message="Este departamento no tiene equipos que admitan incidencias." />
          ) : (
            <ul className="incident-team-list" aria-label={`Equipos de ${selected.name}`} aria-busy={loading}>
              {teams.map((team) => (
                <li key={team.id}>
                  <TeamChoice team={team} department={selected} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
