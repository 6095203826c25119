import { useState } from 'react';
import { Flex, Form } from 'antd';
import type { AstroSettings, AstroSettingsBody, AstroSettingsContent } from '@orrery/contract';
import { FormActions } from '../../../components/FormActions';
import { useLeaveGuard } from '../../../lib/useLeaveGuard';
import { AspectsCard } from './AspectsCard';
import { fromFormValues, toFormValues } from './formValues';
import { OthersCard } from './OthersCard';
import { ScenarioTable } from './ScenarioTable';
import { TrendFlagsCard } from './TrendFlagsCard';

interface SettingsFormProps {
  settings: AstroSettings;
  save: (body: AstroSettingsBody) => void;
  isPending: boolean;
}

/** The whole astro settings object, saved whole over the version it was loaded at. */
export function SettingsForm({ settings, save, isPending }: SettingsFormProps) {
  const [form] = Form.useForm<AstroSettingsContent>();
  // the form is new for every loaded version, so a save ends its edits
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);
  const submit = (values: AstroSettingsContent) =>
    save({ ...fromFormValues(values), version: settings.version });
  // a scenario message shown goes as soon as the table is put right
  const changed = (changed: Partial<AstroSettingsContent>) => {
    setDirty(true);
    if (changed.transitScenario && form.getFieldError('transitScenario').length > 0)
      form.validateFields(['transitScenario']).catch(() => undefined);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toFormValues(settings)}
      onFinish={submit}
      onValuesChange={changed}
    >
      <Flex vertical gap={16}>
        <TrendFlagsCard />
        <AspectsCard />
        <OthersCard />
        <ScenarioTable />
        <FormActions submit="Save" busy={isPending} />
      </Flex>
    </Form>
  );
}
