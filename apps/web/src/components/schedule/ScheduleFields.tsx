import { Alert, Form, Input, Radio } from 'antd';
import { SEND_MODES, SEND_MODE_LABELS, type SendMode } from '@orrery/contract';
import type { useSendOptions } from './api';
import { LazyPartView, lazyPart } from '../../lib/lazyPart';
import { scheduleTexts as t } from './schedule';
import type { SendAtProps } from './SendAtPicker';

/** antd's date picker is large: the composers load it only once a schedule is chosen. */
const SendAtPicker = lazyPart(() => import('./SendAtPicker'), 'default');

/** Send At inside its Form.Item (which gives it id, value and onChange), a still box while it loads. */
function SendAt(props: SendAtProps) {
  return (
    <LazyPartView
      part={SendAtPicker}
      placeholder={<Input disabled style={{ width: 200 }} aria-busy="true" />}
      props={props}
    />
  );
}

interface Props {
  /** The company's zone (`useSendOptions`): the hint names it; without it only Now can be chosen. */
  options: ReturnType<typeof useSendOptions>;
}

/**
 * A composer's When (Now, at a date and time in the company's zone, at a time in each member's zone) and,
 * when it is not Now, its Send At, to the minute, with what that time means. Inside the composer's Form.
 */
export function ScheduleFields({ options }: Props) {
  const mode: SendMode = Form.useWatch('sendMode') ?? 'now';
  const zone = options.data?.timeZone ?? '…';
  return (
    <>
      {options.isError && (
        <Alert type="warning" showIcon title={t.optionsFailed} style={{ marginBottom: 12 }} />
      )}
      <Form.Item name="sendMode" label="When" initialValue="now">
        <Radio.Group
          options={SEND_MODES.map((value) => ({
            value,
            label: SEND_MODE_LABELS[value],
            disabled: value !== 'now' && options.isError,
          }))}
        />
      </Form.Item>
      {mode !== 'now' && (
        <Form.Item name="sendAt" label="Send At" extra={mode === 'at' ? t.atHint(zone) : t.localHint(zone)}>
          <SendAt />
        </Form.Item>
      )}
    </>
  );
}
