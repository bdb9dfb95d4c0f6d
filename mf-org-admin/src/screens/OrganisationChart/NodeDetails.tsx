import { EmptyState } from '@portal/shared-ui';
import { Link } from 'react-router';
import type { ChartNode } from './chart-model';
import { CHART_TEXTS } from './chart-texts';
import { linksOf, profilePath } from './node-links';

/** The chosen node's links, reachable with Tab beside the tree's one tab stop. */
export function NodeDetails({ node }: { node: ChartNode | null }) {
  if (!node) return <EmptyState message={CHART_TEXTS.NOTHING_SELECTED} />;
  return (
    <aside className="card org-chart-details" aria-labelledby="org-chart-details-title">
      <h2 id="org-chart-details-title">{node.name}</h2>
      <p className="muted">{CHART_TEXTS.KIND[node.kind]}</p>
      {node.manager && (
        <p>
          {CHART_TEXTS.MANAGER}: <Link to={profilePath(node.manager.id)}>{node.manager.name}</Link>
        </p>
      )}
      <ul className="org-chart-links">
        {linksOf(node).map((link) => (
          <li key={link.to}>
            <Link className="btn btn-primary" to={link.to}>
              {link.label}
              <span className="visually-hidden"> {node.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
