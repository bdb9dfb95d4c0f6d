import type { UserSummary } from '@portal/shared-api';
import { displayName, UserSearch } from '@portal/shared-ui';
import { useId } from 'react';
import { ORG_TEXTS } from '../org-texts';

/**
 * The people a picker may offer: a server search (within one department when
 * given, without admins when `enrollable`), or a list the screen already holds (a sub-department's people, too
 * few and too specific for the server's search filter).
 */
export type Candidates = { department?: number; enrollable?: boolean } | { people: readonly UserSummary[] };

type CandidatePickerProps = {
  label: string;
  candidates: Candidates;
  onSelect: (user: UserSummary) => void;
  excludeIds?: readonly number[];
};

/** A user picker over the candidates the caller may choose from. */
export function CandidatePicker({ label, candidates, onSelect, excludeIds = [] }: CandidatePickerProps) {
  const selectId = useId();
  if (!('people' in candidates)) {
    return <UserSearch label={label} placeholder={ORG_TEXTS.SEARCH_USER} excludeIds={excludeIds} scope={candidates} onSelect={onSelect} />;
  }
  const offered = candidates.people.filter((person) => !excludeIds.includes(person.id));
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        className="input"
        value=""
        onChange={(event) => {
          const person = offered.find((candidate) => String(candidate.id) === event.target.value);
          if (person) onSelect(person);
        }}
      >
        <option value="">{ORG_TEXTS.CHOOSE}</option>
        {offered.map((person) => (
          <option key={person.id} value={person.id}>
            {`${displayName(person)} (${person.email})`}
          </option>
        ))}
      </select>
    </div>
  );
}
