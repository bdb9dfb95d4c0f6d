import type { Team } from '@portal/shared-api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { boardPath } from '../paths';

/** The frame of a team's task list beside its board (deleted, archived): the title and the way back to the board. */
export function TeamTasksPage({ titleId, title, team, children }: { titleId: string; title: string; team: Pick<Team, 'id'>; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby={titleId}>
      <header className="page-header">
        <h1 id={titleId}>{title}</h1>
        <Link to={boardPath(team.id)}>Volver al tablero</Link>
      </header>
      {children}
    </section>
  );
}
