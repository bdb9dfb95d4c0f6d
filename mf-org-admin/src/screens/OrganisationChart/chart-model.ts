import { type ChartDepartment, type ChartPerson, type ChartTeam, type ChartUnit, foldForSearch, type OrganisationChart } from '@portal/shared-api';

export type NodeKind = 'department' | 'subdepartment' | 'team' | 'person';

/** One place in the tree. A person in two teams has two nodes, one under each. */
export type ChartNode = {
  key: string;
  kind: NodeKind;
  /** The department, sub-department, team or person id. */
  id: number;
  name: string;
  parent: string | null;
  children: string[];
  /** The unit's manager, or for a person whether they manage the unit they are shown in. */
  manager: ChartPerson | null;
  managesParent: boolean;
  mayAdminister: boolean;
  mayOpenBoard: boolean;
};

export type ChartIndex = { roots: string[]; nodes: Map<string, ChartNode> };

/** Builds every node once; the tree only renders the expanded ones. */
export function indexChart(chart: OrganisationChart): ChartIndex {
  const people = new Map(chart.people.map((person) => [person.id, person]));
  const nodes = new Map<string, ChartNode>();
  const add = (node: Omit<ChartNode, 'children' | 'manager' | 'managesParent' | 'mayAdminister' | 'mayOpenBoard'> & Partial<ChartNode>) => {
    const full: ChartNode = { children: [], manager: null, managesParent: false, mayAdminister: false, mayOpenBoard: false, ...node };
    nodes.set(full.key, full);
    if (full.parent) nodes.get(full.parent)?.children.push(full.key);
    return full.key;
  };
  const unit = (kind: NodeKind, key: string, parent: string | null, source: ChartUnit) =>
    add({ key, kind, id: source.id, name: source.name, parent, manager: personOf(people, source.manager), mayAdminister: source.mayAdminister });
  const addPeople = (parent: string, ids: number[], managerId: number | null) => {
    // The manager heads the list.
    const ordered = managerId !== null && ids.includes(managerId) ? [managerId, ...ids.filter((id) => id !== managerId)] : ids;
    for (const id of ordered) {
      const person = people.get(id);
      if (person) add({ key: `${parent}/p${id}`, kind: 'person', id, name: person.name, parent, managesParent: id === managerId });
    }
  };
  const addTeam = (parent: string, team: ChartTeam) => {
    const key = add({
      key: `t${team.id}`,
      kind: 'team',
      id: team.id,
      name: team.name,
      parent,
      manager: personOf(people, team.manager),
      mayAdminister: team.mayAdminister,
      mayOpenBoard: team.mayOpenBoard,
    });
    addPeople(key, team.members, team.manager);
  };
  const roots = chart.departments.map((department: ChartDepartment) => {
    const root = unit('department', `d${department.id}`, null, department);
    for (const sub of department.subdepartments) {
      const subKey = unit('subdepartment', `s${sub.id}`, root, sub);
      for (const team of department.teams) if (team.subdepartment === sub.id) addTeam(subKey, team);
    }
    const placed = new Set(department.subdepartments.map((sub) => sub.id));
    for (const team of department.teams) if (team.subdepartment === null || !placed.has(team.subdepartment)) addTeam(root, team);
    addPeople(root, department.people, department.manager);
    return root;
  });
  return { roots, nodes };
}

function personOf(people: Map<number, ChartPerson>, id: number | null): ChartPerson | null {
  return id === null ? null : (people.get(id) ?? null);
}

/** One line of the tree as the WAI-ARIA tree pattern describes it (aria-level, aria-setsize, aria-posinset). */
export type TreeRow = { key: string; level: number; setSize: number; position: number };

/** The lines on show, in order: the roots and the children of every expanded node. */
export function visibleRows(index: ChartIndex, expanded: ReadonlySet<string>): TreeRow[] {
  const shown: TreeRow[] = [];
  const walk = (keys: string[], level: number) => {
    keys.forEach((key, at) => {
      shown.push({ key, level, setSize: keys.length, position: at + 1 });
      if (expanded.has(key)) walk(index.nodes.get(key)?.children ?? [], level + 1);
    });
  };
  walk(index.roots, 1);
  return shown;
}

/** The node's parents, the department first. */
export function ancestorsOf(index: ChartIndex, key: string): string[] {
  const chain: string[] = [];
  for (let parent = index.nodes.get(key)?.parent ?? null; parent; parent = index.nodes.get(parent)?.parent ?? null) chain.unshift(parent);
  return chain;
}

export type SearchResult = { key: string; node: ChartNode; path: string };

const MAX_RESULTS = 20;

/** Units and people whose name holds the text (accents and case aside); a person once, where they are first shown. */
export function searchChart(index: ChartIndex, text: string): SearchResult[] {
  const wanted = foldForSearch(text.trim());
  const results: SearchResult[] = [];
  const seenPeople = new Set<number>();
  for (const node of index.nodes.values()) {
    if (!foldForSearch(node.name).includes(wanted)) continue;
    if (node.kind === 'person') {
      if (seenPeople.has(node.id)) continue;
      seenPeople.add(node.id);
    }
    results.push({ key: node.key, node, path: ancestorsOf(index, node.key).map((key) => index.nodes.get(key)?.name).join(' › ') });
    if (results.length === MAX_RESULTS) break;
  }
  return results;
}
