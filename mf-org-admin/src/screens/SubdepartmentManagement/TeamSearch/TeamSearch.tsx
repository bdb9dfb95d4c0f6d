import { foldForSearch, isSearchable, type TeamSummary } from '@portal/shared-api';
import { useId, useMemo, useState } from 'react';
import { ORG_TEXTS } from '../../../components/org-texts';

const MAX_RESULTS = 10;

/**
 * Non-deleted teams whose name contains the text, with the user search's rules
 * (shared-api's `isSearchable` and `foldForSearch`: more than 2 characters, case and accents ignored).
 */
export function searchTeams<T extends Pick<TeamSummary, 'name' | 'deleted'>>(teams: readonly T[], text: string): T[] {
  if (!isSearchable(text)) return [];
  const needle = foldForSearch(text.trim());
  return teams.filter((team) => !team.deleted && foldForSearch(team.name).includes(needle));
}

type TeamSearchProps<T extends TeamSummary> = { teams: readonly T[]; selected: T | null; onSelect: (team: T | null) => void };

/** Type part of a team's name, then pick it from the results. */
export function TeamSearch<T extends TeamSummary>({ teams, selected, onSelect }: TeamSearchProps<T>) {
  const [text, setText] = useState('');
  const inputId = useId();
  const results = useMemo(() => searchTeams(teams, text).slice(0, MAX_RESULTS), [teams, text]);

  return (
    <div className="field org-team-search">
      <label htmlFor={inputId}>{ORG_TEXTS.SEARCH_TEAM}</label>
      <input
        id={inputId}
        className="input"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSelect(null);
        }}
      />
      {results.length > 0 && !selected && (
        <ul className="org-list" aria-label={ORG_TEXTS.SEARCH_TEAM}>
          {results.map((team) => (
            <li key={team.id}>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  onSelect(team);
                  setText(team.name);
                }}
              >
                {team.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
