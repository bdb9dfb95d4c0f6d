import type { Department, Team } from '@portal/shared-api';
import { ACCOUNT_STATES, NON_POST_ROLES, ROLES } from '@portal/shared-api/rules';
import { isSearchable } from '@portal/shared-api/user-search';
import { useId, useState } from 'react';
import { ShowDeletedCheckbox } from '../../components/SelectionBar';
import { ROLE_NAMES, USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

const FILTER_ROLES = [...NON_POST_ROLES, ROLES.DEPARTMENT_MANAGER, ROLES.SUBDEPARTMENT_MANAGER, ROLES.TEAM_MANAGER];

type FilterSelectProps = { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void };

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{TEXTS.ANY}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type UserFiltersProps = {
  params: URLSearchParams;
  departments: readonly Department[];
  teams: readonly Team[];
  onChange: (name: string, value: string) => void;
};

/** Search (from three characters, name or e-mail), department, team, role, state and 'Mostrar eliminados', all kept in the URL. */
export function UserFilters({ params, departments, teams, onChange }: UserFiltersProps) {
  const searchId = useId();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = (value: string) => {
    setText(value);
    if (isSearchable(value) || value.trim() === '') onChange('q', value.trim());
  };
  const department = params.get('department') ?? '';
  const shownTeams = department === '' ? teams : teams.filter((team) => team.department === `/api/departments/${department}`);
  return (
    <div className="org-selection user-admin-filters">
      <div className="field user-admin-search">
        <label htmlFor={searchId}>{TEXTS.SEARCH}</label>
        <input id={searchId} className="input" type="search" value={text} onChange={(event) => search(event.target.value)} />
      </div>
      <FilterSelect label={TEXTS.DEPARTMENT} value={department} options={departments.map((item) => ({ value: String(item.id), label: item.name }))} onChange={(value) => onChange('department', value)} />
      <FilterSelect label={TEXTS.TEAM} value={params.get('team') ?? ''} options={shownTeams.map((item) => ({ value: String(item.id), label: item.name }))} onChange={(value) => onChange('team', value)} />
      <FilterSelect label={TEXTS.ROLE} value={params.get('role') ?? ''} options={FILTER_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] ?? role }))} onChange={(value) => onChange('role', value)} />
      <FilterSelect label={TEXTS.STATE} value={params.get('state') ?? ''} options={ACCOUNT_STATES.map((state) => ({ value: state, label: state }))} onChange={(value) => onChange('state', value)} />
      <ShowDeletedCheckbox checked={params.get('deleted') === '1'} onChange={(checked) => onChange('deleted', checked ? '1' : '')} />
    </div>
  );
}
