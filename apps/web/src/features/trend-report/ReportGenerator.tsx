import { useState } from 'react';
import { Alert, App, Card, Empty, Flex, Typography, type FormInstance } from 'antd';
import {
  trendReportMessages as m,
  type AiReportVersionContent,
  type TrendReport,
  type TrendReportBody,
} from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { useGenerateReport } from './api';
import { CostSummary } from './CostSummary';
import { EventsTable } from './EventsTable';
import { ReportForm, type ReportFormValues } from './ReportForm';

/**
 * The astro report test of tab 3: the form, then the events table, the report text and its cost.
 * `form`: a parent's button may submit the form (`form.submit()`), as the AI settings' Generate Report does.
 */
export function ReportGenerator({
  form,
  takeSettings,
}: {
  form?: FormInstance<ReportFormValues>;
  /** AI settings to test once instead of the live version (a block's Generate Report gives its edits). */
  takeSettings?: () => AiReportVersionContent | undefined;
}) {
  const { message } = App.useApp();
  const generate = useGenerateReport();
  const [report, setReport] = useState<TrendReport>();

  const run = (body: TrendReportBody) => {
    const settings = takeSettings?.();
    generate.mutate(settings ? { ...body, settings } : body, {
      onSuccess: (answer) => {
        setReport(answer.data);
        if (Object.keys(answer.data.transitChartData.transit_events).length === 0)
          void message.warning(m.noEvents);
        else void message.success(answer.message);
      },
      onError: (error) => void message.error(errorMessage(error) || m.failed),
    });
  };

  const events = report?.transitChartData.transit_events ?? {};
  return (
    <Card title="Astro report test">
      <Flex vertical gap={16}>
        <ReportForm form={form} loading={generate.isPending} onGenerate={run} />
        {report && !report.aiConfigured && <Alert type="info" showIcon title={m.offline} />}
        {report?.languageNote && <Alert type="warning" showIcon title={report.languageNote} />}
        {report && Object.keys(events).length === 0 && <Empty description={m.noEvents} />}
        {report && Object.keys(events).length > 0 && (
          <>
            <EventsTable events={events} />
            <Typography.Title level={5}>Report</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="report-text">
              {report.report}
            </Typography.Paragraph>
            <CostSummary report={report} />
          </>
        )}
      </Flex>
    </Card>
  );
}
