import type { User } from '../entities';
import { createResource } from './create-resource';

/** Users (`/api/users`). */
export const usersApi = createResource<User>('users');
