import { type DeletedFilesPage, mediaObjectsApi } from '@portal/shared-api';
import { refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

/** The search parameter of the page shown; the server pages the list (30 a page). */
export const PAGE_PARAM = 'pagina';
export const FILES_PER_PAGE = 30;

export type DeletedFilesData = DeletedFilesPage & { page: number };

export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export async function deletedFilesLoader({ request }: LoaderFunctionArgs): Promise<DeletedFilesData> {
  const page = pageOf(new URL(request.url).search);
  return { page, ...(await mediaObjectsApi.deletedPage(page, { signal: request.signal })) };
}

/** Removes one soft-deleted file for good (database and disk), after the user confirmed. */
export async function deletedFilesAction({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'remove' || !Number.isInteger(id) || id <= 0) return refuseWrite(TEXTS.AN_ERROR_OCCURRED);
  return writeAndNotify(() => mediaObjectsApi.removeForGood(id), { success: TEXTS.OK_CLOSING_MARK_ONLY });
}
