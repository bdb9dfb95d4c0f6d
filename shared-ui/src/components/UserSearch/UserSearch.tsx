import { USER_SEARCH_LIMIT, type UserSearchScope, type UserSummary } from '@portal/shared-api';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { TEXTS } from '../../texts';
import { displayName } from './display-name';
import { useUserSearch } from './use-user-search';

type UserSearchProps = {
  placeholder?: string;
  /** A visible label; without one the placeholder names the field. */
  label?: string;
  onSelect: (user: UserSummary) => void;
  /** Users not to offer, e.g. those already added. */
  excludeIds?: readonly number[];
  /** Offer only these people: those of one department, or those the caller may grant time caps to. */
  scope?: UserSearchScope;
};

/**
 * A user picker over the server's search (live users only, accents and case
 * ignored): type more than 2 characters, then pick with the mouse or arrows and Enter.
 */
export function UserSearch({ placeholder = TEXTS.ADD, label, onSelect, excludeIds = [], scope }: UserSearchProps) {
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [open, setOpen] = useState(true);
  const inputId = useId();
  const listId = useId();

  const search = useUserSearch(text, excludeIds.length, scope);
  const results = useMemo(
    () => search.users.filter((user) => !excludeIds.includes(user.id)).slice(0, USER_SEARCH_LIMIT),
    [search.users, excludeIds],
  );
  const expanded = open && results.length > 0;
  const status =
    search.status === 'loading' ? TEXTS.SEARCHING : search.status === 'error' ? search.message : search.status === 'done' && results.length === 0 ? TEXTS.NO_RESULTS : '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (user: UserSummary) => {
    onSelect(user);
    setText('');
    setActiveIndex(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const user = results[activeIndex];
      if (user) pick(user);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="user-search field">
      {label && <label htmlFor={inputId}>{label}</label>}
      <input
        id={inputId}
        className="input"
        type="search"
        role="combobox"
        aria-label={label ? undefined : placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <div id={listId} className="user-search-results" role="listbox" aria-label={label ?? placeholder} hidden={!expanded}>
        {expanded &&
          results.map((user, index) => (
            <div
              key={user.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={index === activeIndex ? 'user-search-option active' : 'user-search-option'}
              // Keep the focus in the input so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(user)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') pick(user);
              }}
            >
              <span className="user-search-name">{displayName(user)}</span>
              <span className="user-search-email">{user.email}</span>
            </div>
          ))}
      </div>
      {open && status && (
        <p className="user-search-status" role={search.status === 'error' ? 'alert' : 'status'}>
          {status}
        </p>
      )}
    </div>
  );
}
