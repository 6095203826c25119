import { Tooltip } from 'antd';
import { EMPTY_CELL } from '../lib/format';
import { isTruncated, truncate } from '../lib/truncate';

interface TruncatedProps {
  text: string | null | undefined;
  max: number;
}

/** A table cell cut at `max` characters; the full text shows in a tooltip. */
export function Truncated({ text, max }: TruncatedProps) {
  if (!text) return <>{EMPTY_CELL}</>;
  if (!isTruncated(text, max)) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span aria-label={text}>{truncate(text, max)}</span>
    </Tooltip>
  );
}
