import type { Iri, Justification, MediaObject, UserSummary } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type JustificationRow = {
  id: number;
  user_id: number;
  start_at: Date;
  end_at: Date;
  justified_seconds: number;
  reason_id: number;
  explanation: string;
  status: boolean;
  authorized: boolean | null;
  managed_by_id: number | null;
};

/**
 * `file` is given only where the reader may see the justification's file (its
 * own audience); elsewhere (a user's current absences) the key is left out.
 */
export function toJustification(
  justification: JustificationRow,
  user: Serialized<UserSummary> | Iri,
  file?: Serialized<MediaObject> | null,
): Serialized<Justification> {
  return item<Justification>('Justification', 'justifications', justification.id, {
    start: formatDateTime(justification.start_at),
    end: formatDateTime(justification.end_at),
    justifiedSeconds: justification.justified_seconds,
    user,
    reason_id: justification.reason_id,
    explanation: justification.explanation,
    status: justification.status,
    authorized: justification.authorized,
    managedBy: justification.managed_by_id === null ? null : iri('users', justification.managed_by_id),
    ...(file === undefined ? {} : { file }),
  });
}
