import { CHART_TEXTS } from './chart-texts';
import type { ChartNode, NodeKind } from './chart-model';

export type NodeLink = { label: string; to: string };

const MANAGEMENT_PATHS: Record<Exclude<NodeKind, 'person'>, string> = {
  department: '/gestion_departamentos',
  subdepartment: '/gestion_subdepartamentos',
  team: '/gestion_equipos',
};

export const profilePath = (personId: number) => `/profile/${personId}`;

/** Where a node leads the viewer: a person to their profile; a team to its board when the viewer sees it; a unit to its management screen for those who administer it. */
export function linksOf(node: ChartNode): NodeLink[] {
  if (node.kind === 'person') return [{ label: CHART_TEXTS.PROFILE, to: profilePath(node.id) }];
  return [
    ...(node.kind === 'team' && node.mayOpenBoard ? [{ label: CHART_TEXTS.BOARD, to: `/board/${node.id}` }] : []),
    ...(node.mayAdminister ? [{ label: CHART_TEXTS.MANAGE, to: `${MANAGEMENT_PATHS[node.kind]}/${node.id}` }] : []),
  ];
}
