import { Typography } from 'antd';
import { demoRecipientsNote } from '@orrery/contract';

/**
 * A push's or e-mail's "reached / total" in its history; when some recipients are demo data, a note under
 * it that their messages were kept in the outbox (they count as reached there), not sent.
 */
export function ReachedCell({ reached, total, demo }: { reached: number; total: number; demo: number }) {
  const counts = `${reached.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
  if (!demo) return <span className="reach-counts">{counts}</span>;
  return (
    <>
      <span className="reach-counts">{counts}</span>
      <Typography.Text type="secondary" className="demo-note" style={{ display: 'block', fontSize: 12 }}>
        {demoRecipientsNote(demo)}
      </Typography.Text>
    </>
  );
}
