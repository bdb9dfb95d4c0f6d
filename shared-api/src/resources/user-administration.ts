import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { HydraCollection, Iri, User } from '../entities';
import { unwrapMembers } from '../hydra';
import type { AccountState } from '../rules/user-administration';

/** People per page of the user administration. */
export const ADMINISTERED_USERS_PER_PAGE = 20;

/** The filters of `/control_usuarios`; `showDeleted` false hides deleted people whatever the state says. */
export type AdministeredUsersQuery = {
  search?: string;
  department?: number;
  team?: number;
  role?: string;
  state?: AccountState;
  showDeleted: boolean;
  page: number;
};

export type AdministeredUsersPage = { items: User[]; totalItems: number };

/** `PUT /api/users/{id}/account`: absent keys stay as they are. */
export type AccountChanges = {
  name?: string | null;
  email?: string;
  departments?: Iri[];
  teams?: Iri[];
  departmentAccess?: { department: Iri; readBool: boolean }[];
  roles?: string[];
  deleted?: boolean;
};

/** `POST /api/userCreate`: the person then sets their own password from the invitation. */
export type NewUser = { email: string; name: string; departments?: Iri[]; teams?: Iri[]; holidayAllowance?: number };

export type ImportPreviewRow = {
  line: number;
  email: string;
  name: string;
  department: string | null;
  teams: string[];
  status: 'create' | 'existing' | 'error';
  reason: string | null;
};
export type ImportPreview = { rows: ImportPreviewRow[]; toCreate: number; existing: number; errors: number };
/** What the confirmation did with each row: the server checks every row again, whatever the preview said. */
export type ImportOutcome = { line: number; email: string; status: 'created' | 'existing' | 'error'; reason: string | null; id: number | null };
export type ImportResult = { rows: ImportOutcome[]; created: number; existing: number; errors: number };

const csvUpload = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

function paramsOf(query: AdministeredUsersQuery): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { administrable: true, page: query.page, itemsPerPage: ADMINISTERED_USERS_PER_PAGE };
  if (query.search) params.search = query.search.trim();
  if (query.department !== undefined) params.department = query.department;
  if (query.team !== undefined) params.team = query.team;
  if (query.role) params.role = query.role;
  if (query.state) params.state = query.state;
  else if (!query.showDeleted) params.deleted = false;
  return params;
}

/** The people the caller administers (admins: everyone; department managers: their departments), one page at a time. */
export const userAdministrationApi = {
  page: async (query: AdministeredUsersQuery, config?: AxiosRequestConfig): Promise<AdministeredUsersPage> => {
    const body = (await apiClient.get<HydraCollection<User>>('users', { ...config, params: paramsOf(query) })).data;
    const items = unwrapMembers<User>(body);
    return { items, totalItems: body['hydra:totalItems'] ?? items.length };
  },
  /** The person as saved, with the new e-mail still waiting for its confirmation from that address (`pendingEmail`). */
  update: async (id: number, changes: AccountChanges): Promise<User & { pendingEmail?: string | null }> =>
    (await apiClient.put<User & { pendingEmail?: string | null }>(`users/${id}/account`, changes)).data,
  ban: async (id: number, reason: string): Promise<User> => (await apiClient.put<User>(`users/${id}/banUser`, { banned: true, reason })).data,
  unban: async (id: number): Promise<User> => (await apiClient.put<User>(`users/${id}/banUser`, { banned: false })).data,
  setHolidayAllowance: async (id: number, holidayAllowance: number): Promise<User> =>
    (await apiClient.put<User>(`users/${id}/holiday_allowance`, { holidayAllowance })).data,
  /** 'Importar usuarios', first step: the file's rows classified, nothing created. */
  previewImport: async (file: File): Promise<ImportPreview> => (await apiClient.post<ImportPreview>('users/import_preview', csvUpload(file))).data,
  /** 'Importar usuarios', on confirmation: creates the rows valid now, each invited. */
  importUsers: async (file: File): Promise<ImportResult> => (await apiClient.post<ImportResult>('users/import', csvUpload(file))).data,
  create: async (user: NewUser): Promise<User> => (await apiClient.post<User>('userCreate', user)).data,
  /** Mails a fresh invitation; refused (409) once the person has set a password. */
  resendInvitation: async (id: number): Promise<void> => {
    await apiClient.post(`users/${id}/resendInvitation`);
  },
};
