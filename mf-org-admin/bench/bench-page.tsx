/**
 * The tree benchmark's page, bundled by run-bench.mjs and driven by
 * Playwright: `window.orgTreeBench` mounts the organisation tree on the scale
 * dataset's chart (`window.orgChartData`) and reports times measured inside the page.
 */
import type { OrganisationChart } from '@portal/shared-api';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { type ChartIndex, indexChart, visibleRows } from '../src/screens/OrganisationChart/chart-model';
import { OrganisationTree } from '../src/screens/OrganisationChart/OrganisationTree';
import { painted } from '../../scripts/bench/painted.mjs';
import '@portal/shared-ui/styles.css';
import '../src/screens/OrganisationChart/organisation-chart.css';

declare global {
  interface Window {
    orgChartData: OrganisationChart;
    orgTreeBench: typeof api;
  }
}

const host = document.getElementById('root') as HTMLElement;
let root: Root | null = null;
const control: { index: ChartIndex | null; expand: (keys: string[]) => void } = { index: null, expand: () => undefined };

/** The screen's tree state, without the search and the chart around it. */
function BenchTree({ chart }: { chart: OrganisationChart }) {
  const index = useMemo(() => indexChart(chart), [chart]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => visibleRows(index, expanded), [index, expanded]);
  control.index = index;
  control.expand = (keys) => flushSync(() => setExpanded(new Set(keys)));
  return (
    <OrganisationTree
      index={index}
      rows={rows}
      expanded={expanded}
      activeKey={null}
      focusRequest={0}
      onToggle={(key, open) => setExpanded((current) => (open ? new Set([...current, key]) : new Set([...current].filter((one) => one !== key))))}
      onActivate={() => undefined}
      onOpen={() => undefined}
    />
  );
}

/** From the chart's data in hand to the tree painted, in ms. */
async function mount(): Promise<number> {
  root?.unmount();
  await painted();
  const start = performance.now();
  root = createRoot(host);
  flushSync(() =>
    root?.render(
      <MemoryRouter>
        <BenchTree chart={window.orgChartData} />
      </MemoryRouter>,
    ),
  );
  await painted();
  return performance.now() - start;
}

/** Opens every unit at once: every person becomes a line, and only the lines in view are in the DOM. */
async function expandAll(): Promise<{ ms: number; rows: number; lines: number }> {
  const index = control.index as ChartIndex;
  const units = [...index.nodes.values()].filter((node) => node.kind !== 'person').map((node) => node.key);
  await painted();
  const start = performance.now();
  control.expand(units);
  await painted();
  return { ms: performance.now() - start, rows: index.nodes.size, lines: host.querySelectorAll('[role="treeitem"]').length };
}

const api = { people: () => window.orgChartData.people.length, mount, expandAll };
window.orgTreeBench = api;
