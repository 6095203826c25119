import { Badge, Card, Flex, Menu, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import type { SourceTreeNode } from '@orrery/contract';
import { levelsOf, textCounts } from './treePath';

interface DrillDownProps {
  path: string[];
  keysWithText: readonly string[];
  onChange: (path: string[]) => void;
}

const LEVEL_TITLES = ['Main', 'Sub', 'Items'];

function NodeLabel({
  node,
  prefix,
  counts,
}: {
  node: SourceTreeNode;
  prefix: string;
  counts: Map<string, number>;
}) {
  const count = counts.get(prefix) ?? 0;
  return (
    <Flex justify="space-between" gap={8}>
      <span>{node.label}</span>
      {node.children
        ? count > 0 && (
            <Badge count={count} overflowCount={9999} color="green" title={`${count} with a text`} />
          )
        : count > 0 && (
            <CheckCircleTwoTone twoToneColor="#52c41a" title="Has a text" aria-label="has a text" />
          )}
    </Flex>
  );
}

/**
 * The drill-down tree: the main list, then the sub-list of the choice, and so on;
 * a choice at one level clears the levels after it. Each entry shows how many texts lie under it,
 * and a leaf with a text a tick.
 */
export function DrillDown({ path, keysWithText, onChange }: DrillDownProps) {
  const counts = textCounts(keysWithText);
  const levels = levelsOf(path);
  return (
    <Flex gap={8} style={{ overflowX: 'auto', paddingBottom: 8 }}>
      {levels.map((nodes, depth) => {
        const prefix = path.slice(0, depth).join('_');
        const title = LEVEL_TITLES[depth] ?? `Level ${depth + 1}`;
        return (
          <Card
            key={`${depth}-${prefix}`}
            size="small"
            title={<Typography.Text type="secondary">{title}</Typography.Text>}
            style={{ minWidth: 170, flex: '0 0 auto' }}
            styles={{ body: { padding: 0, maxHeight: 360, overflowY: 'auto' } }}
          >
            <Menu
              aria-label={`${title} list`}
              selectedKeys={path[depth] ? [path[depth]] : []}
              onClick={({ key }) => onChange([...path.slice(0, depth), key])}
              style={{ borderInlineEnd: 'none' }}
              items={nodes.map((node) => ({
                key: node.code,
                label: (
                  <NodeLabel
                    node={node}
                    prefix={prefix ? `${prefix}_${node.code}` : node.code}
                    counts={counts}
                  />
                ),
              }))}
            />
          </Card>
        );
      })}
    </Flex>
  );
}
