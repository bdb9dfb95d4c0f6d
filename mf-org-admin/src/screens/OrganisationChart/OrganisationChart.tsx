import { EmptyState, useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useMemo, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { ancestorsOf, type ChartNode, indexChart, visibleRows } from './chart-model';
import { CHART_TEXTS } from './chart-texts';
import { NodeDetails } from './NodeDetails';
import { profilePath } from './node-links';
import type { OrganisationChartData } from './organisation-chart.data';
import { OrganisationDiagram } from './OrganisationDiagram';
import { OrganisationSearch } from './OrganisationSearch';
import { OrganisationTree } from './OrganisationTree';
import './organisation-chart.css';

type ViewKind = 'tree' | 'diagram';

/** `/organizacion`: the organisation as a tree and as a chart, for everyone signed in, live. */
export function OrganisationChart() {
  const { chart, liveFrom } = useLoaderData() as OrganisationChartData;
  useLiveUpdates(['organisation_chart'], 'revalidate', { since: liveFrom });
  const title = useRouteTitle();
  const navigate = useNavigate();
  const index = useMemo(() => indexChart(chart), [chart]);
  const [view, setView] = useState<ViewKind>('tree');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [diagramDepartment, setDiagramDepartment] = useState<string | null>(null);
  const rows = useMemo(() => visibleRows(index, expanded), [index, expanded]);
  // After a reload a unit or a place may be gone: nothing is chosen then.
  const active = activeKey ? (index.nodes.get(activeKey) ?? null) : null;

  const toggle = (key: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  const openAt = (key: string) => {
    setView('tree');
    setExpanded((current) => new Set([...current, ...ancestorsOf(index, key)]));
    setActiveKey(key);
    setFocusRequest((count) => count + 1);
  };
  const openNode = (node: ChartNode) => {
    if (node.kind === 'person') navigate(profilePath(node.id));
    else toggle(node.key, !expanded.has(node.key));
  };
  const departmentKey = diagramDepartment ?? (active ? (ancestorsOf(index, active.key)[0] ?? active.key) : index.roots[0]);

  return (
    <section className="page org-chart-screen" aria-labelledby="org-chart-title">
      <header className="page-header">
        <h1 id="org-chart-title">{title}</h1>
      </header>
      <OrganisationSearch index={index} onChoose={openAt} />
      <fieldset className="org-chart-views">
        <legend className="visually-hidden">{CHART_TEXTS.VIEW_LABEL}</legend>
        {(['tree', 'diagram'] as const).map((kind) => (
          <button key={kind} type="button" className="btn" aria-pressed={view === kind} onClick={() => setView(kind)}>
            {kind === 'tree' ? CHART_TEXTS.TREE_VIEW : CHART_TEXTS.DIAGRAM_VIEW}
          </button>
        ))}
      </fieldset>
      {index.roots.length === 0 || !departmentKey ? (
        <EmptyState message={CHART_TEXTS.EMPTY} />
      ) : view === 'tree' ? (
        <div className="org-chart-tree-layout">
          <OrganisationTree
            index={index}
            rows={rows}
            expanded={expanded}
            activeKey={active?.key ?? null}
            focusRequest={focusRequest}
            onToggle={toggle}
            onActivate={setActiveKey}
            onOpen={openNode}
          />
          <NodeDetails node={active} />
        </div>
      ) : (
        <OrganisationDiagram index={index} departmentKey={departmentKey} onDepartmentChange={setDiagramDepartment} />
      )}
    </section>
  );
}
