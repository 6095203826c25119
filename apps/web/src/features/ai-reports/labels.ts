import { AI_REPORT_ENGINES, SOURCE_TEXT_KINDS } from '@orrery/contract';

export const engineOptions = AI_REPORT_ENGINES.map(({ value, label }) => ({ value, label }));
export const sourceKindOptions = SOURCE_TEXT_KINDS.map(({ value, label }) => ({ value, label }));

const labelOf = (options: { value: string; label: string }[], value: string | number) =>
  options.find((o) => o.value === value)?.label ?? String(value);
export const engineLabel = (value: string | number) => labelOf(engineOptions, value);
export const sourceKindLabel = (value: string | number) => labelOf(sourceKindOptions, value);

/** The names a version's fields are shown under (the blocks' labels). */
export const fieldLabels: Record<string, string> = {
  selectAIengine: 'AI model',
  maxWords: 'Max. Words',
  maxTokens: 'Max. Tokens',
  sourceTexts_ai: 'Source Texts',
  promptSystem: 'System prompt',
  promptUser: 'User prompt',
};

/** A field's value as the blocks show it. */
export function shownValue(field: string, value: string | number): string {
  if (field === 'selectAIengine') return engineLabel(value);
  if (field === 'sourceTexts_ai') return sourceKindLabel(value);
  return String(value);
}
