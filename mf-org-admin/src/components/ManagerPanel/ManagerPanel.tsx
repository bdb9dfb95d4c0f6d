import type { UserSummary } from '@portal/shared-api';
import { Avatar, ConfirmModal, displayName } from '@portal/shared-ui';
import { useState } from 'react';
import { CandidatePicker, type Candidates } from '../CandidatePicker';
import { ORG_TEXTS } from '../org-texts';
import { Panel } from '../Panel';

type ManagerPanelProps = {
  manager: UserSummary | null;
  confirmMessage: string;
  onChange: (user: UserSummary) => Promise<boolean>;
  /** Whom the caller may put in charge (the server refuses the rest); `null`: nobody, the manager is only shown. */
  candidates?: Candidates | null;
};

/** 'Responsable': the manager's picture and e-mail; 'Cambiar' (when the caller may) picks another user, confirmed with Sí / No. */
export function ManagerPanel({ manager, confirmMessage, onChange, candidates = {} }: ManagerPanelProps) {
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
        {!searching && candidates !== null && (
          <button type="button" className="btn" aria-label={`${ORG_TEXTS.CHANGE} ${ORG_TEXTS.MANAGER.toLowerCase()}`} onClick={() => setSearching(true)}>
            {ORG_TEXTS.CHANGE}
          </button>
        )}
      </div>
      {searching && candidates !== null && (
        <div className="org-inline-form">
          <CandidatePicker
            label={`Nuevo ${ORG_TEXTS.MANAGER.toLowerCase()}`}
            candidates={candidates}
            excludeIds={manager ? [manager.id] : []}
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
