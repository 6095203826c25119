import { Descriptions } from 'antd';
import { COST_SCALE, type TrendReport } from '@orrery/contract';
import { formatEuros as euros, formatTokens as tokens } from '../../lib/money';

/** Which AI settings wrote the report. */
const settingsLabel = ({ settingsFrom, versionNumber }: TrendReport) =>
  settingsFrom === 'given'
    ? 'The block as edited (not saved)'
    : versionNumber === null
      ? 'The defaults (no version saved)'
      : `Live version ${versionNumber}`;

/** "about €0.008" for an estimate; a missing price stays as it is. */
const about = (n: number | null) => (n === null ? euros(n) : `about ${euros(n)}`);

/**
 * One report's tokens and euros, and the same ×1000. Without a configured model no
 * model ran: the figures are labelled as an estimate of what the model would have used and cost.
 */
export function CostSummary({ report }: { report: TrendReport }) {
  const { tokenUsed, euroReport, usage, model, aiConfigured } = report;
  const estimate = !aiConfigured;
  const est = estimate ? ' (estimate)' : '';
  const cost = estimate ? about : euros;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'model',
          label: estimate ? 'Model (did not run)' : 'Model',
          children: estimate ? `${model}: no model ran, the offline composer wrote this` : model,
        },
        { key: 'settings', label: 'AI settings', children: settingsLabel(report) },
        {
          key: 'tokens',
          label: `Tokens (one report)${est}`,
          children: `${tokens(tokenUsed)} (${tokens(usage.inputTokens)} in, ${tokens(usage.outputTokens)} out)`,
        },
        {
          key: 'euros',
          label: estimate ? `Cost if ${model} wrote it${est}` : 'Cost (one report)',
          children: cost(euroReport),
        },
        {
          key: 'tokens1000',
          label: `Tokens × ${tokens(COST_SCALE)}${est}`,
          children: tokens(tokenUsed * COST_SCALE),
        },
        {
          key: 'euros1000',
          label: `Cost × ${tokens(COST_SCALE)}${est}`,
          children: cost(euroReport === null ? null : euroReport * COST_SCALE),
        },
      ]}
    />
  );
}
