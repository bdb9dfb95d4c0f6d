import { Loader, useCardQuery } from '@portal/shared-ui';
import { Link } from 'react-router';
import { pendingDecisionsQuery } from './pending-decisions.data';

export function PendingDecisions() {
  const pending = useCardQuery(pendingDecisionsQuery);
  if (!pending) return <Loader />;
  return (
    <ul className="widget-list">
      {pending.map((list) => (
        <li key={list.path}>
          <Link to={list.path}>{list.label}</Link>
          <span className="widget-count" data-testid={`pending-${list.path}`}>
            {list.count}
          </span>
        </li>
      ))}
    </ul>
  );
}
