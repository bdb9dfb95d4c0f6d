import type { ChartIndex, ChartNode } from './chart-model';

export const BOX = { width: 220, height: 76, gapX: 24, gapY: 56 };

export type DiagramBox = { node: ChartNode; x: number; y: number };
export type DiagramLine = { from: DiagramBox; to: DiagramBox };
export type DiagramLayout = { boxes: DiagramBox[]; lines: DiagramLine[]; width: number; height: number };

/**
 * Places a department's units top-down: the department on top, its
 * sub-departments and teams below, each parent centred over its children.
 * People are not boxes: a team's box names its manager and counts its people.
 */
export function layoutDepartment(index: ChartIndex, departmentKey: string): DiagramLayout {
  const boxes: DiagramBox[] = [];
  const lines: DiagramLine[] = [];
  let nextSlot = 0;
  let depth = 0;
  const place = (key: string, level: number): DiagramBox | null => {
    const node = index.nodes.get(key);
    if (!node) return null;
    depth = Math.max(depth, level);
    const children = node.children.map((child) => index.nodes.get(child)).filter((child): child is ChartNode => child?.kind !== 'person' && !!child);
    const placed = children.map((child) => place(child.key, level + 1)).filter((box): box is DiagramBox => box !== null);
    const slot = placed.length === 0 ? nextSlot++ : (slotOf(placed[0] as DiagramBox) + slotOf(placed.at(-1) as DiagramBox)) / 2;
    const box = { node, x: slot * (BOX.width + BOX.gapX), y: level * (BOX.height + BOX.gapY) };
    boxes.push(box);
    for (const child of placed) lines.push({ from: box, to: child });
    return box;
  };
  place(departmentKey, 0);
  return { boxes, lines, width: Math.max(1, nextSlot) * (BOX.width + BOX.gapX) - BOX.gapX, height: (depth + 1) * (BOX.height + BOX.gapY) - BOX.gapY };
}

const slotOf = (box: DiagramBox) => box.x / (BOX.width + BOX.gapX);

/** An elbow from the bottom of the parent's box to the top of the child's. */
export function linePath({ from, to }: DiagramLine): string {
  const startX = from.x + BOX.width / 2;
  const endX = to.x + BOX.width / 2;
  const middleY = from.y + BOX.height + BOX.gapY / 2;
  return `M${startX} ${from.y + BOX.height} V${middleY} H${endX} V${to.y}`;
}
