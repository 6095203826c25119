import { useState } from 'react';
import { storageKeys } from '@orrery/contract';
import { readJson, writeJson } from '../../lib/storage';
import { ALWAYS_SHOWN, defaultShownColumns, memberColumns } from './memberColumns';

const known = new Set(memberColumns.map((c) => c.key));
const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === 'string');

/** The columns chosen in Additional fields, kept in local storage under `columns`; nickname always stays. */
export function readShownColumns(): string[] {
  const stored = readJson(storageKeys.columns, isKeyList);
  if (!stored) return defaultShownColumns;
  return [ALWAYS_SHOWN, ...stored.filter((key) => known.has(key) && key !== ALWAYS_SHOWN)];
}

export function useShownColumns() {
  const [shown, setShown] = useState(readShownColumns);
  const choose = (keys: readonly string[]) => {
    const next = [ALWAYS_SHOWN, ...keys.filter((key) => known.has(key) && key !== ALWAYS_SHOWN)];
    writeJson(storageKeys.columns, next);
    setShown(next);
  };
  return { shown, choose, reset: () => choose(defaultShownColumns) };
}
