import {
  changePassword,
  currentSessionUser,
  type FieldErrors,
  refreshSession,
  SCHEDULE_TYPE,
  type User,
  userSchedulesApi,
  usersApi,
  type WorkSchedule,
  workSchedulesApi,
} from '@portal/shared-api';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { refuseWrite, TEXTS, TOAST_SUCCESS_MS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import { isAxiosError } from 'axios';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

export type ProfileData =
  | { kind: 'own'; user: User; schedules: WorkSchedule[] }
  | { kind: 'colleague'; user: User }
  | { kind: 'missing'; id: string };

export const PASSWORD_ERROR = 'Se ha producido un error al cambiar la contraseña.';
export const WRONG_TYPE = VALIDATION_MESSAGES.WRONG_TYPE;

/** The password change failure stays 2 s, like a success (spec 02 §8). */
export const PASSWORD_ERROR_MS = TOAST_SUCCESS_MS;

/** No id, or one's own id, is the editable profile; another id the colleague's read-only view. */
export async function profileLoader({ params, request }: LoaderFunctionArgs): Promise<ProfileData> {
  const me = await currentSessionUser();
  if (!me) throw new Error('No hay ninguna sesión iniciada.');
  const requested = params.idUser;
  if (requested !== undefined && !/^[1-9][0-9]{0,8}$/.test(requested)) return { kind: 'missing', id: requested };
  const id = requested === undefined ? me.id : Number(requested);
  const config = { signal: request.signal };
  try {
    if (id !== me.id) return { kind: 'colleague', user: await usersApi.get(id, config) };
    const [user, schedules] = await Promise.all([usersApi.get(id, config), workSchedulesApi.list(undefined, config)]);
    return { kind: 'own', user, schedules };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return { kind: 'missing', id: String(id) };
    throw error;
  }
}

export type ScheduleChange = { type: number; schedule: string | null };

/** What the screen submits (as JSON) to the route action. */
export type ProfileIntent =
  | { intent: 'save'; userId: number; profile: Record<string, unknown>; scheduleChanges: ScheduleChange[]; authorize: boolean }
  | { intent: 'compact-menu'; userId: number; compactSidebar: boolean }
  | { intent: 'avatar'; userId: number; image: string }
  | { intent: 'cancel-request'; requestId: number }
  | { intent: 'change-password'; userId: number; oldPassword: string; newPassword: string };

type Intent = ProfileIntent['intent'];

export type ProfileActionResult =
  | { ok: true; intent: Intent }
  | { ok: false; intent: Intent; message: string; fieldErrors: FieldErrors };

/** The shared write result, tagged with the intent the screen's panels listen for. */
const tagged = (intent: Intent, result: WriteResult<unknown>): ProfileActionResult =>
  result.ok ? { ok: true, intent } : { ok: false, intent, message: result.message, fieldErrors: result.fieldErrors };

async function save(submission: Extract<ProfileIntent, { intent: 'save' }>): Promise<ProfileActionResult> {
  if (submission.scheduleChanges.some((change) => change.type !== SCHEDULE_TYPE.NORMAL && change.type !== SCHEDULE_TYPE.DUTY)) {
    return tagged('save', refuseWrite(WRONG_TYPE));
  }
  const result = await writeAndNotify(
    async () => {
      await usersApi.update(submission.userId, submission.profile);
      for (const change of submission.scheduleChanges) {
        // The server honours `authorized` only for those who may decide on the user's calendar.
        await userSchedulesApi.create({ user: `/api/users/${submission.userId}`, type: change.type, schedule: change.schedule, authorized: submission.authorize });
      }
    },
    { success: TEXTS.SAVED },
  );
  // The layout shows the session's copy of the user (name in the top bar, compact menu).
  if (result.ok) await refreshSession();
  return tagged('save', result);
}

/** Saves the profile or the avatar, asks for schedule changes, cancels a request or changes the password; the loader then reloads. */
export async function profileAction({ request }: ActionFunctionArgs): Promise<ProfileActionResult> {
  const submission = (await request.json()) as ProfileIntent;
  switch (submission.intent) {
    case 'save':
      return save(submission);
    case 'compact-menu': {
      const { userId, compactSidebar } = submission;
      const result = await writeAndNotify(() => usersApi.update(userId, { options: { compactSidebar } }), { success: TEXTS.OK_BOTH_MARKS });
      if (result.ok) await refreshSession();
      return tagged(submission.intent, result);
    }
    case 'avatar': {
      const { userId, image } = submission;
      return tagged(submission.intent, await writeAndNotify(() => usersApi.update(userId, { image }), { success: TEXTS.SAVED }));
    }
    case 'cancel-request': {
      const { requestId } = submission;
      return tagged(submission.intent, await writeAndNotify(() => userSchedulesApi.remove(requestId), { success: null }));
    }
    case 'change-password': {
      const { userId: id, oldPassword, newPassword } = submission;
      // The toast keeps the spec's words; the form shows the server's reason beside the field.
      const result = await writeAndNotify(() => changePassword({ id, oldPassword, newPassword }), {
        success: TEXTS.SAVED,
        failure: PASSWORD_ERROR,
        failureMs: PASSWORD_ERROR_MS,
      });
      return tagged(submission.intent, result);
    }
  }
}
