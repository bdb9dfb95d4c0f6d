import type { QueuedReport } from '@portal/shared-api';
import { TEXTS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@portal/shared-ui';
import { isAxiosError } from 'axios';

const isInternalError = (error: unknown) => isAxiosError(error) && error.response?.status === 500;

/** Spec 02 §8: the success names the address the report goes to. */
export const reportSuccessText = ({ email }: QueuedReport) => `Ok! El informe se enviará en poco tiempo a ${email}`;

/** Spec 02 §8: a 500 is 'Error interno'; any other failure shows the server's reason. */
export const reportFailureText = (reason: string, error: unknown) => (isInternalError(error) ? TEXTS.ERROR_INTERNAL : reason);

/** Spec 02 §8–9: a 500 stays 5 s, the server's other reasons 2 s. */
export const reportFailureMs = (error: unknown) => (isInternalError(error) ? TOAST_ERROR_MS : TOAST_SUCCESS_MS);
