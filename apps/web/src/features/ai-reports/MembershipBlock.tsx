import { Button, Card, Flex, Form, Select, Tooltip } from 'antd';
import {
  AI_NUMBER_FIELDS,
  aiReportMessages as m,
  isNumberWithin,
  blockFieldNames,
  blockOf,
  membershipBlocks,
  type AiReportSettings,
  type AiReportVersionContent,
  type AiReportVersionList,
  type Membership,
} from '@orrery/contract';
import { NumberInput } from '../../components/NumberInput';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useSaveVersion, useSetLive } from './api';
import { sameAsVersion, versionBody } from './blockValues';
import { engineOptions, sourceKindOptions } from './labels';

interface MembershipBlockProps {
  membership: Membership;
  versions: AiReportVersionList | undefined;
  reloadVersions: () => unknown;
  /** Generate Report: a test report with the block's settings as shown, saved or not. */
  onGenerate?: (membership: Membership, settings: AiReportVersionContent) => void;
}

const required = (label: string) => [{ required: true, message: `Please enter ${label}.` }];

interface CountFieldProps {
  name: string;
  label: string;
  field: (typeof AI_NUMBER_FIELDS)['maxWords' | 'maxTokens'];
  block: string;
}

/** A whole number within its limits (Max. Words, Max. Tokens), checked as the server checks it. */
function CountField({ name, label, field, block }: CountFieldProps) {
  const rules = [
    ...required(label),
    {
      validator: async (_: unknown, value: unknown) => {
        if (value !== null && value !== undefined && !isNumberWithin(value, field.limits))
          throw new Error(field.message);
      },
    },
  ];
  return (
    <Form.Item name={name} label={label} rules={rules} style={{ flex: 1 }}>
      <NumberInput
        inputMode="numeric"
        limits={field.limits}
        style={{ width: '100%' }}
        aria-label={`${block} ${label}`}
      />
    </Form.Item>
  );
}

/**
 * One block of the AI report settings (Premium Member Reports, Free User Reports). Save Version keeps
 * the block as shown (with the prompts); Set as Live Version makes the newest saved version live, and
 * waits for a Save Version while the block shows something else.
 */
export function MembershipBlock({ membership, versions, reloadVersions, onGenerate }: MembershipBlockProps) {
  const form = Form.useFormInstance<AiReportSettings>();
  const values = Form.useWatch((all: AiReportSettings) => all, { form, preserve: true });
  const f = blockFieldNames(membership);
  const title = membershipBlocks[membership];
  const saveVersion = useVersionedSave(useSaveVersion(), { what: 'version list', reload: reloadVersions });
  const setLive = useVersionedSave(useSetLive(), { what: 'live version', reload: reloadVersions });
  const newest = versions?.items[0];
  const shown = values ? versionBody({ ...form.getFieldsValue(true), ...values }, membership) : undefined;
  const saved = !!shown && sameAsVersion(shown, newest);
  const liveHint = !newest
    ? m.noVersionYet
    : newest.isLive
      ? `Version ${newest.number} is live.`
      : saved
        ? `Makes version ${newest.number} live.`
        : 'Save Version first: the block differs from the newest saved version.';
  const onSaveVersion = () =>
    void form.validateFields().then((all) => saveVersion.save(versionBody(all, membership)));
  return (
    <Card
      title={title}
      size="small"
      style={{ flex: 1, minWidth: 300 }}
      data-testid={`ai-block-${membership}`}
    >
      <Form.Item name={f.engine} label="AI model" rules={required('the AI model')}>
        <Select options={engineOptions} aria-label={`${title} AI model`} />
      </Form.Item>
      <Flex gap={12}>
        <CountField name={f.maxWords} label="Max. Words" field={AI_NUMBER_FIELDS.maxWords} block={title} />
        <CountField name={f.maxTokens} label="Max. Tokens" field={AI_NUMBER_FIELDS.maxTokens} block={title} />
      </Flex>
      <Form.Item name={f.sourceTexts} label="Source Texts" rules={required('Source Texts')}>
        <Select options={sourceKindOptions} aria-label={`${title} Source Texts`} />
      </Form.Item>
      <Flex gap={8} wrap justify="end">
        {onGenerate && (
          <Button
            onClick={() =>
              // the block's numbers as typed are checked first: a report never runs with other ones
              void form
                .validateFields([f.maxWords, f.maxTokens])
                .then(() =>
                  onGenerate(membership, blockOf({ ...form.getFieldsValue(true), ...values }, membership)),
                )
                .catch(() => undefined)
            }
          >
            Generate Report
          </Button>
        )}
        <Button onClick={onSaveVersion} loading={saveVersion.isPending}>
          Save Version
        </Button>
        <Tooltip title={liveHint}>
          <Button
            type="primary"
            disabled={!newest || newest.isLive || !saved}
            loading={setLive.isPending}
            onClick={() =>
              newest && setLive.save({ id: newest._id, liveVersionId: versions?.liveVersionId ?? null })
            }
          >
            Set as Live Version
          </Button>
        </Tooltip>
      </Flex>
    </Card>
  );
}
