import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNDRAWN_COMPONENTS, antdStylesheet, antdComponentsIn } from './antdStylesheet';

const src = join(import.meta.dirname, 'src');

/** Every source file of the console, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the antd stylesheet built with the console', () => {
  it('reads the antd components a file imports, by name or by folder', () => {
    const source = [
      "import { Button, Table as T, type TableProps } from 'antd';",
      "import type { ColumnType } from 'antd/es/table';",
      "import TreeSelect from 'antd/es/tree-select';",
      "import { useToken } from 'antd/es/theme/internal';",
    ].join('\n');
    expect(antdComponentsIn(source)).toEqual(['Button', 'Table', 'TreeSelect']);
  });

  it('leaves out no component the console imports', () => {
    const imported = new Set(
      sourceFiles(src).flatMap((file) => antdComponentsIn(readFileSync(file, 'utf8'))),
    );
    expect(imported.has('Table')).toBe(true);
    expect(UNDRAWN_COMPONENTS.filter((name) => imported.has(name))).toEqual([]);
  });

  it('holds the rules of the components drawn, and none of those left out', async () => {
    const plugin = antdStylesheet();
    const load = plugin.load as (id: string) => string;
    const css = load.call({}, '\0virtual:antd-styles.css');
    for (const drawn of ['ant-table', 'ant-tree', 'ant-picker', 'ant-menu', 'ant-drawer'])
      expect(css).toContain(`.${drawn}{`);
    for (const left of ['ant-steps', 'ant-slider', 'ant-transfer', 'ant-float-btn', 'ant-tour'])
      expect(css).not.toContain(`.${left}{`);
  });
});
