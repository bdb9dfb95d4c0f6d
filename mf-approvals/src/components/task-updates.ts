import type { LiveUpdate } from '@portal/shared-api';

/** A live update about the task `taskIri` or something on it (message, subtask, time entry). */
export const isAboutTask = (update: LiveUpdate, taskIri: string): boolean => update.iri === taskIri || update.item?.task === taskIri;
