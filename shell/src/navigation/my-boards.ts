import type { SessionUser } from '@portal/shared-api';
import { teamsOfUser } from '@portal/shared-ui';
import { matchPath } from 'react-router';
import type { RemoteConfig } from '../federation/remotes-config';
import { isAllowed } from '../router/access-gate';
import type { NavItem } from './build-navigation';

const boardPath = (teamId: number) => `/board/${teamId}`;

/** Whether an enabled remote serves `path` to this user: with the board remote off, no board is offered. */
function served(remotes: RemoteConfig[], user: SessionUser, path: string): boolean {
  return remotes.some(
    (remote) => remote.enabled && remote.routes.some((route) => matchPath({ path: route.path, end: true }, path) !== null && isAllowed(route.access, user)),
  );
}

/** 'Mis tableros': the board of every live team the person belongs to or manages, by name. */
export function myBoards(remotes: RemoteConfig[], user: SessionUser | null): NavItem[] {
  if (!user) return [];
  return teamsOfUser(user)
    .map(({ id, name }) => ({ label: name, path: boardPath(id) }))
    .filter((board) => served(remotes, user, board.path));
}
