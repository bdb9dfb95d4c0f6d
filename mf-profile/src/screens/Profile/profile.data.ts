import {
  changePassword,
  errorMessageFrom,
  portalStore,
  refreshSession,
  restoreSession,
  SCHEDULE_TYPE,
  type SessionUser,
  sessionAtom,
  type User,
  userSchedulesApi,
  usersApi,
  type WorkSchedule,
  workSchedulesApi,
} from '@portal/shared-api';
import { notify, TEXTS } from '@portal/shared-ui';
import { isAxiosError } from 'axios';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

export type ProfileData =
  | { kind: 'own'; user: User; schedules: WorkSchedule[] }
  | { kind: 'colleague'; user: User }
  | { kind: 'missing'; id: string };

export const PASSWORD_ERROR = 'Se ha producido un error al cambiar la contraseña.';
export const WRONG_TYPE = 'Tipo incorrecto';

const quiet = { notifyErrors: false };

async function sessionUser(): Promise<SessionUser | null> {
  return portalStore.get(sessionAtom).payload?.user ?? (await restoreSession())?.user ?? null;
}

/** No id, or one's own id, is the editable profile; another id the colleague's read-only view. */
export async function profileLoader({ params }: LoaderFunctionArgs): Promise<ProfileData> {
  const me = await sessionUser();
  if (!me) throw new Error('No hay ninguna sesión iniciada.');
  const requested = params.idUser;
  if (requested !== undefined && !/^[1-9][0-9]{0,8}$/.test(requested)) return { kind: 'missing', id: requested };
  const id = requested === undefined ? me.id : Number(requested);
  try {
    if (id !== me.id) return { kind: 'colleague', user: await usersApi.get(id, quiet) };
    const [user, schedules] = await Promise.all([usersApi.get(id, quiet), workSchedulesApi.list(undefined, quiet)]);
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

export type FieldErrors = Record<string, string>;

export type ProfileActionResult =
  | { ok: true; intent: ProfileIntent['intent'] }
  | { ok: false; intent: ProfileIntent['intent']; message: string; fieldErrors: FieldErrors };

/** The Spanish violations of a 422, by field. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const violations = isAxiosError(error) ? (error.response?.data as { violations?: unknown } | undefined)?.violations : undefined;
  if (!Array.isArray(violations)) return {};
  const errors: FieldErrors = {};
  for (const violation of violations) {
    const { propertyPath, message } = (violation ?? {}) as { propertyPath?: unknown; message?: unknown };
    if (typeof propertyPath === 'string' && typeof message === 'string' && !(propertyPath in errors)) errors[propertyPath] = message;
  }
  return errors;
}

function failure(intent: ProfileIntent['intent'], message: string, error?: unknown): ProfileActionResult {
  notify.error(message);
  return { ok: false, intent, message, fieldErrors: fieldErrorsOf(error) };
}

async function save(submission: Extract<ProfileIntent, { intent: 'save' }>): Promise<ProfileActionResult> {
  if (submission.scheduleChanges.some((change) => change.type !== SCHEDULE_TYPE.NORMAL && change.type !== SCHEDULE_TYPE.DUTY)) {
    return failure('save', WRONG_TYPE);
  }
  try {
    await usersApi.update(submission.userId, submission.profile, quiet);
    for (const change of submission.scheduleChanges) {
      await userSchedulesApi.create(
        // The server honours `authorized` only for those who may decide on the user's calendar.
        { user: `/api/users/${submission.userId}`, type: change.type, schedule: change.schedule, authorized: submission.authorize },
        quiet,
      );
    }
  } catch (error) {
    return failure('save', errorMessageFrom(error), error);
  }
  notify.success(TEXTS.SAVED);
  // The layout shows the session's copy of the user (name in the top bar, compact menu).
  await refreshSession();
  return { ok: true, intent: 'save' };
}

/** Saves the profile or the avatar, asks for schedule changes, cancels a request or changes the password; the loader then reloads. */
export async function profileAction({ request }: ActionFunctionArgs): Promise<ProfileActionResult> {
  const submission = (await request.json()) as ProfileIntent;
  switch (submission.intent) {
    case 'save':
      return save(submission);
    case 'compact-menu':
      try {
        await usersApi.update(submission.userId, { options: { compactSidebar: submission.compactSidebar } }, quiet);
        notify.success(TEXTS.OK);
        await refreshSession();
        return { ok: true, intent: submission.intent };
      } catch (error) {
        return failure(submission.intent, errorMessageFrom(error), error);
      }
    case 'avatar':
      try {
        await usersApi.update(submission.userId, { image: submission.image }, quiet);
        notify.success(TEXTS.SAVED);
        return { ok: true, intent: submission.intent };
      } catch (error) {
        return failure(submission.intent, errorMessageFrom(error), error);
      }
    case 'cancel-request':
      try {
        await userSchedulesApi.remove(submission.requestId, quiet);
        return { ok: true, intent: submission.intent };
      } catch (error) {
        return failure(submission.intent, errorMessageFrom(error), error);
      }
    case 'change-password':
      try {
        await changePassword({ id: submission.userId, oldPassword: submission.oldPassword, newPassword: submission.newPassword }, quiet);
        notify.success(TEXTS.SAVED);
        return { ok: true, intent: submission.intent };
      } catch (error) {
        // The toast keeps the spec's words; the form shows the server's reason beside the field.
        notify.error(PASSWORD_ERROR);
        return { ok: false, intent: submission.intent, message: PASSWORD_ERROR, fieldErrors: fieldErrorsOf(error) };
      }
  }
}
