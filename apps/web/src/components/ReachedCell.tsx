import { Typography } from 'antd';
import { demoRecipientsNote, pushMessages } from '@orrery/contract';

const note = { display: 'block', fontSize: 12 } as const;

interface Props {
  reached: number;
  total: number;
  demo: number;
  /** Pushes only: recipients the frequency cap held back. */
  capped?: number;
}

/**
 * A push's or e-mail's "reached / total" in its history; under it, when some recipients are demo data, a
 * note that their messages were kept in the outbox (they count as reached there), not sent, and how many
 * the frequency cap held back.
 */
export function ReachedCell({ reached, total, demo, capped = 0 }: Props) {
  const counts = `${reached.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
  return (
    <>
      <span className="reach-counts">{counts}</span>
      {capped > 0 && (
        <Typography.Text type="secondary" className="capped-note" style={note}>
          {pushMessages.heldBack(capped)}
        </Typography.Text>
      )}
      {demo > 0 && (
        <Typography.Text type="secondary" className="demo-note" style={note}>
          {demoRecipientsNote(demo)}
        </Typography.Text>
      )}
    </>
  );
}
