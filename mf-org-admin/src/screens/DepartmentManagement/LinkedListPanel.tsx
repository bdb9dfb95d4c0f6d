import { EmptyState } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../components/Panel';
import { ORG_TEXTS } from '../../components/org-texts';

type Item = { id: number; name: string; deleted: boolean };

type Props = { title: string; items: readonly Item[]; linkTo: (id: number) => string; emptyMessage: string; children: ReactNode };

/** The department's teams or sub-departments, each with 'Administrar', and a form to create one more. */
export function LinkedListPanel({ title, items, linkTo, emptyMessage, children }: Props) {
  return (
    <Panel title={title}>
      {items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className="org-list" aria-label={title}>
          {items.map((item) => (
            <li key={item.id}>
              <span>
                {item.name} {item.deleted && <span className="muted">{ORG_TEXTS.DELETED_MARK}</span>}
              </span>
              <Link className="btn btn-ghost" to={linkTo(item.id)} aria-label={`${ORG_TEXTS.MANAGE} ${item.name}`}>
                {ORG_TEXTS.MANAGE}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {children}
    </Panel>
  );
}
