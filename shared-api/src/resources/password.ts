import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

export type PasswordChange = { id: number; oldPassword: string; newPassword: string };

/**
 * `PATCH /api/user/changePassword`: the server checks the current password and
 * ends the user's other sessions; this session gets a fresh cookie.
 */
export async function changePassword(change: PasswordChange, config?: AxiosRequestConfig): Promise<void> {
  await apiClient.patch('user/changePassword', change, {
    ...config,
    headers: { ...config?.headers, 'Content-Type': 'application/merge-patch+json' },
  });
}
