import { currentSessionUser, type DepartmentSummary, departmentsApi, type ReportRequest, reportsApi, type SessionUser } from '@portal/shared-api';
import { hasAnyRole, onlyQueryChanged, ROLES, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { reportFailureMs, reportFailureText, reportSuccessText } from './report-texts';

export type ReportsData = {
  /** The departments whose teams the caller may ask about. */
  departments: DepartmentSummary[];
  /** Where the reports go: the caller's own address. */
  email: string;
};

/**
 * Departments offered (spec 02 §6, docs/api-contract.md T): admins and inspectors ask
 * about every live department, a department manager only about those they manage.
 */
async function departmentsOffered(user: SessionUser | null, signal: AbortSignal): Promise<DepartmentSummary[]> {
  if (hasAnyRole(user, [ROLES.ADMIN, ROLES.INSPECTOR])) return departmentsApi.list({ deleted: false }, { signal });
  return (user?.encargadoDepartments ?? []).filter((department) => !department.deleted);
}

export async function reportsLoader({ request }: LoaderFunctionArgs): Promise<ReportsData> {
  const user = await currentSessionUser();
  return { departments: await departmentsOffered(user, request.signal), email: user?.email ?? '' };
}

/** One report request (a JSON `ReportRequest`): the server queues it and mails the report to the caller. */
export async function reportsAction({ request }: ActionFunctionArgs) {
  const report = (await request.json()) as ReportRequest;
  return writeAndNotify(() => reportsApi.request(report, { signal: request.signal }), {
    success: reportSuccessText,
    failure: reportFailureText,
    failureMs: reportFailureMs,
  });
}

/** A report request changes nothing the screen shows, nor does a form's choice kept in the query: no reload after either. */
export const reportsShouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  args.formMethod || onlyQueryChanged(args) ? false : args.defaultShouldRevalidate;
