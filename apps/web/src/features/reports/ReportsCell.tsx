import { useState } from 'react';
import { Button } from 'antd';
import { moderationCuts, reportReasonLabels, type Report } from '@orrery/contract';
import { FullTextCell } from '../../components/FullTextCell';
import { reporterName } from './reporterName';

/** How many of a member's latest reports the row shows until "+N more" is clicked. */
export const REPORTS_SHOWN = 1;

/**
 * A reported member's latest reports (the list answers the latest five, newest first), compact: the latest,
 * then "+N more" that shows the others in the row, and "Show less". Each text cut at 100, in full on click.
 */
export function ReportsCell({ reports }: { reports: Report[] }) {
  const [open, setOpen] = useState(false);
  const more = reports.length - REPORTS_SHOWN;
  return (
    <>
      <ol style={{ margin: 0, paddingLeft: 18 }}>
        {(open ? reports : reports.slice(0, REPORTS_SHOWN)).map((report) => (
          <li key={report._id} className="report-text">
            <FullTextCell
              text={report.text}
              max={moderationCuts.reportedText}
              title={`${reportReasonLabels[report.reason]} by ${reporterName(report.user)}`}
            />
          </li>
        ))}
      </ol>
      {more > 0 && (
        <Button
          type="link"
          size="small"
          className="reports-more"
          aria-expanded={open}
          style={{ padding: 0 }}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : `+${more} more`}
        </Button>
      )}
    </>
  );
}
