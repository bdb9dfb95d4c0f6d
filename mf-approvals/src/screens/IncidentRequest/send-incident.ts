import { mediaObjectsApi, type SessionUser, tasksApi } from '@portal/shared-api';

export type IncidentDraft = { subject: string; message: string; file: File | null };

/**
 * Creates the incident, then uploads its attachment. `existingTaskId` is the
 * task a previous attempt already created, so retrying after a failed upload
 * never raises the same incident twice.
 */
export async function sendIncident(
  draft: IncidentDraft,
  teamID: number,
  user: SessionUser,
  existingTaskId: number | null,
  onCreated: (taskId: number) => void,
): Promise<void> {
  let taskId = existingTaskId;
  if (taskId === null) {
    const task = await tasksApi.raiseIncident({ name: draft.subject, teamId: teamID, email: user.email, userId: user.id, message: draft.message });
    taskId = task.id;
    onCreated(taskId);
  }
  if (draft.file) await mediaObjectsApi.upload(draft.file, 'Task', taskId);
}
