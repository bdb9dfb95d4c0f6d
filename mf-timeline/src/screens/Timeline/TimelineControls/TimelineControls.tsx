import type { Department, Team, UserSummary } from '@portal/shared-api';
import { DepartmentTeamPicker, displayName, TEXTS, UserSearch } from '@portal/shared-ui';
import { useId } from 'react';
import type { TimelineChoice } from '../query-state';

export const TEAM_PLACEHOLDER = TEXTS.SELECT_DEPARTMENT_FIRST;
export const SHOW_DELETED = 'Mostrar usuarios eliminados';

type TimelineControlsProps = {
  choice: TimelineChoice;
  departments: readonly Department[];
  teams: readonly Team[];
  users: readonly UserSummary[];
  onChange: (next: TimelineChoice) => void;
};


/** Department, team, user, date and the deleted-users toggle; every change goes to the URL's query. */
export function TimelineControls({ choice, departments, teams, users, onChange }: TimelineControlsProps) {
  const ids = { date: useId() };
  const chosenUser = choice.user === null ? null : users.find((user) => user.id === choice.user);
  const set = (patch: Partial<TimelineChoice>) => onChange({ ...choice, ...patch });

  return (
    <div className="timeline-controls">
      {/* Another department's teams and people do not apply. */}
      <DepartmentTeamPicker departments={departments} teams={teams} dependents={['user']} anyTeam="Todos los equipos" />
      {choice.user === null ? (
        <UserSearch
          scope={choice.department === null ? undefined : { department: choice.department }}
          label="Usuario"
          placeholder="Buscar usuario"
          onSelect={(user) => set({ user: user.id })}
        />
      ) : (
        <div className="field timeline-chosen-user">
          <span className="label">Usuario</span>
          <span>{chosenUser ? displayName(chosenUser) : `Usuario ${choice.user}`}</span>
          <button type="button" className="btn" onClick={() => set({ user: null })}>
            Limpiar
          </button>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.date}>Fecha</label>
        <input
          id={ids.date}
          className="input"
          type="date"
          value={choice.date}
          required
          onChange={(event) => {
            if (event.target.value) set({ date: event.target.value });
          }}
        />
      </div>
      <label className="timeline-deleted">
        <input type="checkbox" checked={choice.deleted} onChange={(event) => set({ deleted: event.target.checked })} />
        {SHOW_DELETED}
      </label>
    </div>
  );
}
