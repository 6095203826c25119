import { Descriptions } from 'antd';
import { COST_SCALE, type TrendReport } from '@orrery/contract';
import { formatEuros as euros, formatTokens as tokens } from '../../../lib/money';

/** Which AI settings wrote the report. */
const settingsLabel = ({ settingsFrom, versionNumber }: TrendReport) =>
  settingsFrom === 'given'
    ? 'The block as edited (not saved)'
    : versionNumber === null
      ? 'The defaults (no version saved)'
      : `Live version ${versionNumber}`;

/** One report's tokens and euros, and the same ×1000 (spec/3 section 9). */
export function CostSummary({ report }: { report: TrendReport }) {
  const { tokenUsed, euroReport, usage, model } = report;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'model', label: 'Model', children: model },
        { key: 'settings', label: 'AI settings', children: settingsLabel(report) },
        {
          key: 'tokens',
          label: 'Tokens (one report)',
          children: `${tokens(tokenUsed)} (${tokens(usage.inputTokens)} in, ${tokens(usage.outputTokens)} out)`,
        },
        { key: 'euros', label: 'Cost (one report)', children: euros(euroReport) },
        {
          key: 'tokens1000',
          label: `Tokens × ${tokens(COST_SCALE)}`,
          children: tokens(tokenUsed * COST_SCALE),
        },
        {
          key: 'euros1000',
          label: `Cost × ${tokens(COST_SCALE)}`,
          children: euros(euroReport === null ? null : euroReport * COST_SCALE),
        },
      ]}
    />
  );
}
