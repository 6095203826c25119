import { aiReportMessages as m, type AiCost, type ModelPrice } from '@orrery/contract';
import type { Db } from '@orrery/db';
import type { Actor } from '../../lib/audit';
import { badRequest } from '../../lib/httpErrors';
import type { AiUsage } from '../../providers/ai';
import { DEFAULT_PRICES } from './defaults';
import { readStored, saveStored, type Stored } from './storedSettings';

const KEY = 'prices';

/** Euros of one call: tokens × the model's price per million, to a hundredth of a cent's millionth. */
export function cost(model: string, usage: AiUsage, prices: readonly ModelPrice[] = DEFAULT_PRICES): AiCost {
  const price = prices.find((p) => p.model === model);
  const euro = price
    ? Math.round(((usage.inputTokens * price.input + usage.outputTokens * price.output) / 1e6) * 1e8) / 1e8
    : null;
  return { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, euro };
}

export const loadPriceTable = (db: Db): Promise<Stored<ModelPrice[]>> => readStored(db, KEY, DEFAULT_PRICES);

export async function savePriceTable(
  db: Db,
  actor: Actor,
  prices: ModelPrice[],
  version: number,
): Promise<Stored<ModelPrice[]>> {
  const rows = prices.map((p) => ({ model: p.model.trim(), input: p.input, output: p.output }));
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.model)) throw badRequest(m.duplicatePriceModel(row.model));
    seen.add(row.model);
  }
  return saveStored(db, actor, {
    key: KEY,
    defaults: DEFAULT_PRICES,
    value: rows,
    version,
    staleMessage: m.stalePrices,
    audit: 'aiPrices.update',
  });
}
