import { useRef } from 'react';
import { Flex, Form } from 'antd';
import type { AiReportVersionContent, Membership } from '@orrery/contract';
import { AiReportSettings } from '../features/ai-reports';
import { ReportGenerator, type ReportFormValues } from '../features/trend-report';

const userTypeOf: Record<Membership, ReportFormValues['usertype']> = { premium: 'type-p', free: 'type-f' };

/**
 * Tab 3 of /astro/current-trends: the AI report settings, then the test report generator. A block's
 * Generate Report picks that membership's user type in the generator and runs it (with the form's
 * messages when a member, gender or language is still missing), with the block's settings as edited
 * when the block gives them (else the live version).
 */
export function AiSettingsTab() {
  const [form] = Form.useForm<ReportFormValues>();
  const generator = useRef<HTMLDivElement>(null);
  // the block's settings as edited, for the next report only
  const draft = useRef<AiReportVersionContent | undefined>(undefined);
  const takeSettings = () => {
    const settings = draft.current;
    draft.current = undefined;
    return settings;
  };
  const generate = (membership: Membership, settings?: AiReportVersionContent) => {
    draft.current = settings;
    form.setFieldValue('usertype', userTypeOf[membership]);
    generator.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    form.submit();
  };
  return (
    <Flex vertical gap={16}>
      <AiReportSettings onGenerate={generate} />
      <div ref={generator}>
        <ReportGenerator form={form} takeSettings={takeSettings} />
      </div>
    </Flex>
  );
}
