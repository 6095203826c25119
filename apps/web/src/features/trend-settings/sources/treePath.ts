import { SOURCE_TREE, type SourceTreeNode } from '@orrery/contract';

/** The lists shown for a path of chosen codes: the main list, then the children of each choice. */
export function levelsOf(path: readonly string[]): SourceTreeNode[][] {
  const levels: SourceTreeNode[][] = [SOURCE_TREE];
  let nodes: SourceTreeNode[] = SOURCE_TREE;
  for (const code of path) {
    const node = nodes.find((n) => n.code === code);
    if (!node?.children) break;
    nodes = node.children;
    levels.push(nodes);
  }
  return levels;
}

/** Whether the path ends on a leaf of the tree: its codes joined are a whole key. */
export function isLeafPath(path: readonly string[]): boolean {
  let nodes: SourceTreeNode[] | undefined = SOURCE_TREE;
  for (const code of path) {
    const node: SourceTreeNode | undefined = nodes?.find((n) => n.code === code);
    if (!node) return false;
    nodes = node.children;
  }
  return path.length > 0 && !nodes;
}

/** How many texts lie under every prefix of the keys that have one (t → 980, t_a_sa → 70, a key → 1). */
export function textCounts(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const parts = key.split('_');
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('_');
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
  }
  return counts;
}
