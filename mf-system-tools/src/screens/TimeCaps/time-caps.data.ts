import { SECONDS_PER_HOUR, type TimeCap, timeCapProblem, timeCapsApi } from '@portal/shared-api';
import { refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

export type TimeCapsData = { caps: TimeCap[] };


/** The caps of the users in the caller's scope (the API decides which). */
export async function timeCapsLoader({ request }: LoaderFunctionArgs): Promise<TimeCapsData> {
  return { caps: await timeCapsApi.list(undefined, { signal: request.signal }) };
}

function grant(form: FormData): Promise<WriteResult> {
  const userId = Number(form.get('user'));
  if (!Number.isInteger(userId) || userId <= 0) return Promise.resolve(refuseWrite('Debe seleccionar un solicitante'));
  const name = String(form.get('name') ?? '').trim();
  const hoursText = String(form.get('hours') ?? '').trim();
  const hours = hoursText === '' ? Number.NaN : Number(hoursText);
  const problem = timeCapProblem({ name, time: Math.round(hours * SECONDS_PER_HOUR) });
  if (problem) return Promise.resolve(refuseWrite(problem.message));
  return writeAndNotify(() => timeCapsApi.grant({ userId, name, hours }), { success: TEXTS.SAVED, failure: TEXTS.ERROR_SAVING });
}

/** Grants a cap (hours sent as seconds) or deletes one after the user confirmed. */
export async function timeCapsAction({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const form = await request.formData();
  if (form.get('intent') === 'grant') return grant(form);
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'remove' || !Number.isInteger(id) || id <= 0) return refuseWrite(TEXTS.AN_ERROR_OCCURRED);
  return writeAndNotify(() => timeCapsApi.remove(id), { success: TEXTS.DELETED });
}
