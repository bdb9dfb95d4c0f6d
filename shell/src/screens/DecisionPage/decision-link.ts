import { DEFAULT_ERROR_MESSAGE } from '@portal/shared-api';

export type DecisionAction = 'accept' | 'reject';

/** What an approver's e-mail link decides, as the API describes it without deciding. */
export type DecisionLink = {
  kind: 'holiday' | 'schedule' | 'justification' | 'task';
  action: DecisionAction;
  requester: { name: string; email: string | null };
  start: string;
  /** Absent for what happens on one day: a schedule change, a task's request. */
  end: string | null;
  /** A holiday request's calendar days (`YYYY-MM-DD`) in the requester's zone. */
  startDay?: string;
  endDay?: string;
  /** The justification's reason, the task's name or the kind of schedule change. */
  detail: string | null;
  /** Whether a rejection may carry a 'Motivo de rechazo' (holiday requests and requested tasks). */
  takesRejectReason: boolean;
  rejectReasonRequired: boolean;
};

/** The API's answer: the body on success, else its Spanish message and whether the link is finished. */
export type LinkAnswer<T> = { ok: true; value: T } | { ok: false; message: string; final: boolean };

import { INVALID_LINK } from '@portal/shared-api/rules';

export { INVALID_LINK };

const linkUrl = (token: string) => `/api/decision_tokens/${encodeURIComponent(token)}`;

async function answerOf<T>(response: Response): Promise<LinkAnswer<T>> {
  const body = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
  if (response.ok && body) return { ok: true, value: body };
  const message = typeof body?.error === 'string' && body.error.trim() ? body.error : DEFAULT_ERROR_MESSAGE;
  // A used, expired, unknown or already decided link will not work again; a refused reason may.
  return { ok: false, message, final: response.status === 404 || response.status === 409 };
}

async function call<T>(token: string, init?: RequestInit): Promise<LinkAnswer<T>> {
  if (!/^[A-Za-z0-9_-]{20,}$/.test(token)) return { ok: false, message: INVALID_LINK, final: true };
  try {
    return await answerOf<T>(await fetch(linkUrl(token), { cache: 'no-store', credentials: 'omit', ...init }));
  } catch {
    return { ok: false, message: DEFAULT_ERROR_MESSAGE, final: false };
  }
}

/** Reads what the link decides; never decides. */
export const readDecisionLink = (token: string) => call<DecisionLink>(token);

/** Decides as the link's approver; the link is spent. */
export const decideByLink = (token: string, rejectReason?: string) =>
  call<unknown>(token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rejectReason === undefined ? {} : { rejectReason }),
  });
