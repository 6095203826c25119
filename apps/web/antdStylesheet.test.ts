import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as antd from 'antd';
import { describe, expect, it } from 'vitest';
import { UNDRAWN_COMPONENTS, antdStylesheet } from './antdStylesheet';

const src = join(import.meta.dirname, 'src');

/** Every source file of the console, tests left out. */
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(src, file));

/** antd's components by their names folded (`treeselect`, `qrcode`): how a folder of `antd/es` names them. */
const componentsByFolded = new Map(
  Object.keys(antd)
    .filter((name) => /^[A-Z]/.test(name))
    .map((name) => [name.toLowerCase(), name]),
);

/**
 * The antd components a source file imports, once each in order: by name from `antd` (`{ Table }`) or by
 * folder (`antd/es/tree-select`). Names that are not components (types, `theme`) are left out.
 */
function antdComponentsIn(source: string): string[] {
  const found = new Set<string>();
  for (const [, names = '', from = ''] of source.matchAll(
    /import\s+(?:type\s+)?([^;]*?)\s+from\s+'(antd[^']*)'/g,
  )) {
    const folder = /^antd\/(?:es|lib)\/([a-z-]+)/.exec(from)?.[1];
    const candidates = folder
      ? [folder.replaceAll('-', '')]
      : [...names.matchAll(/(?:^|[{,])\s*(?:type\s+)?(\w+)/g)]
          .filter(([whole]) => !/\btype\s/.test(whole))
          .map(([, name = '']) => name.toLowerCase());
    for (const candidate of candidates) {
      const name = componentsByFolded.get(candidate);
      if (name) found.add(name);
    }
  }
  return [...found];
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
    const imported = new Set(sourceFiles.flatMap((file) => antdComponentsIn(readFileSync(file, 'utf8'))));
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
