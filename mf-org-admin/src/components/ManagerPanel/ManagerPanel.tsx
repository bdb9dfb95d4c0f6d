import type { UserSummary } from '@portal/shared-api';
import { Avatar, ConfirmModal, displayName, UserSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { ORG_TEXTS } from '../org-texts';
import { Panel } from '../Panel';

type ManagerPanelProps = {
  manager: UserSummary | null;
  confirmMessage: string;
  onChange: (user: UserSummary) => Promise<boolean>;
  /** Offer only the people of this department (managers put no outsider in charge). */
  searchDepartment?: number;
};

/** 'Responsable': the manager's picture and e-mail; 'Cambiar' picks another user, confirmed with Sí / No. */
export function ManagerPanel({ manager, confirmMessage, onChange, searchDepartment }: ManagerPanelProps) {
  const [searching, setSearching] = useState(false);
  const [candidate, setCandidate] = useState<UserSummary | null>(null);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (!candidate) return;
    setSaving(true);
    const saved = await onChange(candidate);
    setSaving(false);
    setCandidate(null);
    if (saved) setSearching(false);
  };

  return (
    <Panel title={ORG_TEXTS.MANAGER} busy={saving}>
      <div className="org-manager">
        {manager ? (
          <>
            <Avatar image={manager.image} alt={displayName(manager)} size="3rem" />
            <span>{manager.email}</span>
          </>
        ) : (
          <span className="muted">{ORG_TEXTS.NO_MANAGER}</span>
        )}
        {!searching && (
          <button type="button" className="btn" aria-label={`${ORG_TEXTS.CHANGE} ${ORG_TEXTS.MANAGER.toLowerCase()}`} onClick={() => setSearching(true)}>
            {ORG_TEXTS.CHANGE}
          </button>
        )}
      </div>
      {searching && (
        <div className="org-inline-form">
          <UserSearch
            label={`Nuevo ${ORG_TEXTS.MANAGER.toLowerCase()}`}
            placeholder={ORG_TEXTS.SEARCH_USER}
            excludeIds={manager ? [manager.id] : []}
            department={searchDepartment}
            onSelect={setCandidate}
          />
          <button type="button" className="btn btn-ghost" onClick={() => setSearching(false)}>
            {ORG_TEXTS.CANCEL}
          </button>
        </div>
      )}
      <ConfirmModal
        open={candidate !== null}
        message={confirmMessage}
        busy={saving}
        onConfirm={confirm}
        onCancel={() => setCandidate(null)}
      />
    </Panel>
  );
}
