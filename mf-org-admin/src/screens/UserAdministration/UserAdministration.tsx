import { ADMINISTERED_USERS_PER_PAGE } from '@portal/shared-api';
import { EmptyState, Pager, useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { AccountPanel } from './AccountPanel';
import { assignable } from './assignable';
import { ImportPreviewPanel } from './ImportPreviewPanel';
import { NewUserForm } from './NewUserForm';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';
import type { UserAdministrationData } from './user-administration.data';
import '../../components/org-admin.css';
import './user-administration.css';

const choicesOf = (items: readonly { id: number; name: string }[]) => items.map(({ id, name }) => ({ id, name }));

/** `/control_usuarios`: admins administer everyone, department managers the people of their departments. */
export function UserAdministration() {
  const { query, page, departments, teams, sessionUser } = useLoaderData() as UserAdministrationData;
  const title = useRouteTitle();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newUserOpen, setNewUserOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // Other administrators' changes show without a reload.
  useLiveUpdates(['users']);
  const scope = assignable(sessionUser, departments, teams);
  const selected = page.items.find((user) => user.id === selectedId) ?? null;
  const pages = Math.ceil(page.totalItems / ADMINISTERED_USERS_PER_PAGE);

  // While a change loads, the filters show it and the next change builds on it, not on the page shown.
  const wanted = navigation.location ? new URLSearchParams(navigation.location.search) : params;
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(wanted);
    if (value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <section className="page" aria-labelledby="user-admin-title">
      <header className="page-header">
        <h1 id="user-admin-title">{title}</h1>
        <div className="user-admin-header-actions">
          <button type="button" className="btn btn-primary" aria-expanded={newUserOpen} aria-controls="user-admin-new" onClick={() => setNewUserOpen(!newUserOpen)}>
            {TEXTS.NEW_USER}
          </button>
          <button type="button" className="btn" aria-expanded={importOpen} aria-controls="user-admin-import" onClick={() => setImportOpen(!importOpen)}>
            {TEXTS.IMPORT}
          </button>
        </div>
      </header>
      {/* Hidden rather than unmounted, so closing a panel loses nothing typed in it. */}
      <div id="user-admin-new" hidden={!newUserOpen}>
        <NewUserForm departments={choicesOf(scope.departments)} teams={choicesOf(scope.teams)} />
      </div>
      <div id="user-admin-import" hidden={!importOpen}>
        <ImportPreviewPanel />
      </div>
      <UserFilters params={wanted} departments={departments} teams={teams} onChange={setFilter} />
      <UsersTable users={page.items} selectedId={selectedId} busy={navigation.state === 'loading'} onSelect={setSelectedId} />
      <Pager page={query.page} pages={pages} label={TEXTS.PEOPLE} onPage={(next) => setFilter('page', String(next))} />
      {selected ? (
        <AccountPanel key={selected.id} user={selected} sessionUser={sessionUser} departments={choicesOf(scope.departments)} teams={choicesOf(scope.teams)} />
      ) : (
        page.items.length > 0 && <EmptyState message={TEXTS.NONE_SELECTED} />
      )}
    </section>
  );
}
