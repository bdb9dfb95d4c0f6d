import { type Justification, justificationsApi, mediaObjectsApi, refreshSession } from '@portal/shared-api';

export type JustificationBody = { start: string; end: string; justifiedSeconds: number; reason_id: number; explanation: string };

/**
 * Sends the justification, then its file. `existingId` is the justification a
 * previous attempt already sent, so retrying after a refused file never
 * justifies the same absence twice.
 */
export async function sendJustification(
  body: JustificationBody,
  file: File | null,
  existingId: number | null,
  onCreated: (id: number) => void,
): Promise<void> {
  let id = existingId;
  if (id === null) {
    const created: Justification = await justificationsApi.create(body);
    id = created.id;
    onCreated(id);
    // The 77 % notice in the header reads the session: a pending justification lifts it at once.
    await refreshSession();
  }
  if (file) await mediaObjectsApi.upload(file, 'Justification', id);
}
