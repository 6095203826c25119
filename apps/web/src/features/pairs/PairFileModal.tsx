import { useState } from 'react';
import { Alert, App, Button, Form, Input, Progress, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { PAIR_FILE_COLUMNS, pairMessages, type PairImport } from '@orrery/contract';
import { FormModal } from '../../components/FormOverlay';
import { useImportFile, useImportProgress } from './api';

interface Values {
  groupName: string;
  file: UploadFile[];
}

interface Props {
  open: boolean;
  /** Closed; with the group the file filled once it is done. */
  onClose: (groupId?: string) => void;
}

const ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/** Import File: a new group from a spreadsheet; a large file runs on the server while a bar shows how far. */
export function PairFileModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const upload = useImportFile();
  const [started, setStarted] = useState<PairImport | undefined>();
  const progress = useImportProgress(started && started.status !== 'done' ? started._id : undefined);
  const state = progress.data ?? started;
  const finished = state?.status === 'done';

  const submit = async ({ groupName, file }: Values) => {
    const chosen = file[0]?.originFileObj;
    if (!chosen) return;
    const answer = await upload.mutateAsync({ groupName, file: chosen });
    setStarted(answer.data);
    if (answer.data.status === 'done') void message.success(answer.message);
  };
  const close = () => {
    const groupId = finished ? state?.groupId : undefined;
    setStarted(undefined);
    onClose(groupId);
  };

  return (
    <FormModal<Values>
      record={open ? null : undefined}
      name="pairFile"
      title={() => 'Import file'}
      okText={state ? 'Done' : 'Import'}
      confirmLoading={upload.isPending}
      onOk={(form) => (state ? close() : form.submit())}
      onClose={close}
      cancelButtonProps={{ style: state ? { display: 'none' } : undefined }}
      disabled={!!state}
      onFinish={(v) => void submit(v).catch(() => undefined)}
      after={
        state && (
          <>
            <Progress
              percent={state.total ? Math.floor((state.done * 100) / state.total) : 0}
              status={state.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
              aria-label="Import progress"
            />
            <Alert
              type={state.status === 'failed' ? 'error' : finished ? 'success' : 'info'}
              title={`${state.message} (${state.done} / ${state.total})`}
            />
          </>
        )
      }
    >
      {() => (
        <>
          <Form.Item
            label="Group name"
            name="groupName"
            rules={[{ required: true, whitespace: true, message: pairMessages.groupNameRequired }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label="Excel file"
            name="file"
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
            rules={[
              {
                validator: (_, v: UploadFile[] | undefined) =>
                  v?.length === 1 ? Promise.resolve() : Promise.reject(new Error(pairMessages.fileRequired)),
              },
            ]}
            extra={`One sheet, a header row with ${PAIR_FILE_COLUMNS.join(', ')}; dt as YYYY-MM-DD HH:mm, local time at the place.`}
          >
            <Upload accept={ACCEPT} maxCount={1} beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>Choose file</Button>
            </Upload>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
