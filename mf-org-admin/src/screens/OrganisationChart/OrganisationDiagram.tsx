import { useId, useMemo, useRef } from 'react';
import type { ChartIndex, ChartNode } from './chart-model';
import { CHART_TEXTS } from './chart-texts';
import { BOX, layoutDepartment, linePath } from './diagram-layout';
import { usePanZoom } from './use-pan-zoom';

const MARGIN = 16;

type OrganisationDiagramProps = { index: ChartIndex; departmentKey: string; onDepartmentChange: (key: string) => void };

/** One department as boxes and lines, to pan, zoom and print. */
export function OrganisationDiagram({ index, departmentKey, onDepartmentChange }: OrganisationDiagramProps) {
  const surface = useRef<SVGSVGElement>(null);
  const { view, zoomIn, zoomOut, reset, handlers } = usePanZoom(surface);
  const layout = useMemo(() => layoutDepartment(index, departmentKey), [index, departmentKey]);
  const selectId = useId();
  const [hintId, titleId] = [`${selectId}-hint`, `${selectId}-title`];
  const department = index.nodes.get(departmentKey);
  return (
    <div className="org-diagram">
      <div className="org-diagram-toolbar">
        <label htmlFor={selectId}>{CHART_TEXTS.DEPARTMENT}</label>
        <select id={selectId} className="input" value={departmentKey} onChange={(event) => onDepartmentChange(event.target.value)}>
          {index.roots.map((key) => (
            <option key={key} value={key}>
              {index.nodes.get(key)?.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={zoomIn}>
          {CHART_TEXTS.ZOOM_IN}
        </button>
        <button type="button" className="btn" onClick={zoomOut}>
          {CHART_TEXTS.ZOOM_OUT}
        </button>
        <button type="button" className="btn" onClick={reset}>
          {CHART_TEXTS.ZOOM_RESET}
        </button>
        <button type="button" className="btn" onClick={() => window.print()}>
          {CHART_TEXTS.PRINT}
        </button>
      </div>
      <p id={hintId} className="muted org-diagram-hint">
        {CHART_TEXTS.DIAGRAM_HINT}
      </p>
      <svg
        ref={surface}
        className="org-diagram-surface"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        viewBox={`${-MARGIN} ${-MARGIN} ${layout.width + 2 * MARGIN} ${layout.height + 2 * MARGIN}`}
        preserveAspectRatio="xMidYMin meet"
        style={{ aspectRatio: `${layout.width + 2 * MARGIN} / ${layout.height + 2 * MARGIN}` }}
        {...handlers}
      >
        <title id={titleId}>{CHART_TEXTS.DIAGRAM_TITLE(department?.name ?? '')}</title>
        <g className="org-diagram-viewport" transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          {layout.lines.map((line) => (
            <path key={`${line.from.node.key}-${line.to.node.key}`} className="org-diagram-line" d={linePath(line)} />
          ))}
          {layout.boxes.map((box) => (
            <g key={box.node.key} transform={`translate(${box.x} ${box.y})`} className={`org-diagram-box org-diagram-${box.node.kind}`}>
              <rect width={BOX.width} height={BOX.height} rx={6} />
              {captionOf(box.node).map((line, at) => (
                <text key={line} x={BOX.width / 2} y={22 + at * 20} className={at === 0 ? 'org-diagram-name' : 'org-diagram-meta'}>
                  {fitted(line)}
                </text>
              ))}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}

/** The box's lines: the unit, its manager, and for a team how many people it has. */
function captionOf(node: ChartNode): string[] {
  return [node.name, node.manager?.name ?? CHART_TEXTS.KIND[node.kind], ...(node.kind === 'team' ? [CHART_TEXTS.PEOPLE(node.children.length)] : [])];
}

const MAX_LINE_CHARACTERS = 28;

/** SVG text does not wrap: a long name is cut to the box (the tree shows it whole). */
function fitted(line: string): string {
  return line.length <= MAX_LINE_CHARACTERS ? line : `${line.slice(0, MAX_LINE_CHARACTERS - 1)}…`;
}
