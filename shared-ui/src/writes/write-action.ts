import { errorMessageFrom, type FieldErrors, fieldErrorsFrom } from '@portal/shared-api';
import { useCallback } from 'react';
import { type ShouldRevalidateFunctionArgs, useRevalidator } from 'react-router';
import { notify } from '../toast';

export type WriteResult<T = unknown> = { ok: true; value: T } | { ok: false; message: string; fieldErrors: FieldErrors };

export type WriteTexts<T = unknown> = {
  /** Success toast, or built from the write's answer; `null` for none. */
  success: string | null | ((value: T) => string);
  /** Error toast; by default the server's reason (`errorMessageFrom`). `error` is the failure itself (its status, say). */
  failure?: string | ((reason: string, error: unknown) => string);
  /** How long the error toast stays, when the spec says other than the default. */
  failureMs?: number | ((error: unknown) => number | undefined);
};

/** A write refused before it is sent (bad input): toasted and answered like a failed write. */
export function refuseWrite(message: string): WriteResult<never> {
  notify.error(message);
  return { ok: false, message, fieldErrors: {} };
}

/**
 * Runs one write and toasts its result: the success text, or the failure text
 * (by default the server's reason) with the 422's field errors for the form.
 * The client's calls are quiet by default, so the user sees this one toast.
 */
export async function writeAndNotify<T>(write: () => Promise<T>, texts: WriteTexts<T>): Promise<WriteResult<T>> {
  try {
    const value = await write();
    const success = typeof texts.success === 'function' ? texts.success(value) : texts.success;
    if (success !== null) notify.success(success);
    return { ok: true, value };
  } catch (error) {
    const reason = errorMessageFrom(error);
    const message = typeof texts.failure === 'function' ? texts.failure(reason, error) : (texts.failure ?? reason);
    const durationMs = typeof texts.failureMs === 'function' ? texts.failureMs(error) : texts.failureMs;
    if (durationMs === undefined) notify.error(message);
    else notify.error(message, durationMs);
    return { ok: false, message, fieldErrors: fieldErrorsFrom(error) };
  }
}

/**
 * A route's `shouldRevalidate` that keeps what the user typed after a failed
 * write: the loaders run again only after a successful one.
 */
export function revalidateAfterSuccessfulWrite({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as Partial<WriteResult> | undefined;
  return result?.ok === false ? false : defaultShouldRevalidate;
}

/**
 * The same rule for writes made from a component (not a route action): the
 * route's loaders rerun after a successful write only, so a failure keeps the
 * user's input. Resolves to the write's result.
 */
export function useWriteAndRevalidate() {
  const revalidator = useRevalidator();
  return useCallback(
    async <T,>(write: () => Promise<T>, texts: WriteTexts<T>): Promise<WriteResult<T>> => {
      const result = await writeAndNotify(write, texts);
      if (result.ok) await revalidator.revalidate();
      return result;
    },
    [revalidator],
  );
}
