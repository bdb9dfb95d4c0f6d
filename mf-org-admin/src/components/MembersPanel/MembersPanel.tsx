import type { UserSummary } from '@portal/shared-api';
import { ConfirmModal, displayName, EmptyState, notify } from '@portal/shared-ui';
import { useState } from 'react';
import { CandidatePicker, type Candidates } from '../CandidatePicker';
import { ORG_TEXTS } from '../org-texts';
import { Panel } from '../Panel';

type MembersPanelProps = {
  title: string;
  members: readonly UserSummary[];
  /** Said when the picked user is already a member; nothing is sent then. */
  duplicateMessage: string;
  onAdd: (user: UserSummary) => Promise<boolean>;
  onRemove: (user: UserSummary) => Promise<boolean>;
  /** Members that cannot be removed here (e.g. the team's manager). */
  fixedIds?: readonly number[];
  emptyMessage?: string;
  /** The caller may not change this list (the server would refuse): no 'Quitar', no search. */
  readOnly?: boolean;
  /** Whom the caller may add (the server refuses the rest); `null`: nobody, no picker. */
  candidates?: Candidates | null;
};

/** A list of users with 'Quitar' (confirmed) and a search to add one more. */
export function MembersPanel({ title, members, duplicateMessage, onAdd, onRemove, fixedIds = [], emptyMessage = ORG_TEXTS.NO_USERS, readOnly = false, candidates = {} }: MembersPanelProps) {
  const [removing, setRemoving] = useState<UserSummary | null>(null);
  const [busy, setBusy] = useState(false);

  // One change at a time: the department's list is sent whole, so a second pick made before the
  // first is saved and reloaded would be built on the old list and drop the first.
  const add = async (user: UserSummary) => {
    if (busy) return;
    if (members.some((member) => member.id === user.id)) {
      notify.error(duplicateMessage);
      return;
    }
    setBusy(true);
    await onAdd(user);
    setBusy(false);
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    await onRemove(removing);
    setBusy(false);
    setRemoving(null);
  };

  return (
    <Panel title={title} busy={busy}>
      {members.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className="org-list" aria-label={title}>
          {members.map((member) => (
            <li key={member.id}>
              <span>
                {displayName(member)} <span className="muted">({member.email})</span>
              </span>
              {!readOnly && !fixedIds.includes(member.id) && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={`${ORG_TEXTS.REMOVE} ${displayName(member)}`}
                  disabled={busy}
                  onClick={() => setRemoving(member)}
                >
                  {ORG_TEXTS.REMOVE}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && candidates !== null && (
        <CandidatePicker label={`${ORG_TEXTS.ADD} a ${title.toLowerCase()}`} candidates={candidates} onSelect={add} />
      )}
      <ConfirmModal
        open={removing !== null}
        message={removing ? `${ORG_TEXTS.CONFIRM_REMOVE_USER} (${displayName(removing)})` : ''}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
