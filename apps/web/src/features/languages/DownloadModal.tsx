import { useState } from 'react';
import { App, Collapse, Form, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { languageMessages as m } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { downloadFile } from '../../api/download';
import { languageKeys, useDartDiff, useDartVersion, useSaveDartVersion } from './api';

interface DownloadModalProps {
  /** dart: Download Dart File (every language); json: Download JSON (the language viewed and English). */
  kind: 'dart' | 'json' | undefined;
  languageId?: string;
  onClose: () => void;
}

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/**
 * Download Dart File / JSON: today's date (read-only) and the version number, the current one loaded
 * when the modal opens. Submit saves the version, then downloads ui_snippets.dart or the JSON file.
 * Beyond the spec: what changed among the mobile keys since the version saved last.
 */
export function DownloadModal({ kind, languageId, onClose }: DownloadModalProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const open = kind !== undefined;
  const current = useDartVersion(open);
  const diff = useDartDiff(open && kind === 'dart');
  const saveVersion = useSaveDartVersion();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ version: string }>();
  const date = dayjs().format('YYYY-MM-DD');
  const changes = diff.data;

  const submit = async ({ version }: { version: string }) => {
    setBusy(true);
    let saved = false;
    try {
      void message.success((await saveVersion.mutateAsync(version.trim())).message);
      saved = true;
      const path = kind === 'dart' ? 'languages/download-dart' : 'languages/download-json';
      const name = kind === 'dart' ? 'ui_snippets.dart' : `ui_snippets_${version}.json`;
      await downloadFile(path, { version: version.trim(), time: date, languageId }, name, () => undefined);
      await queryClient.invalidateQueries({ queryKey: languageKeys.all });
      onClose();
    } catch (failure) {
      void message.error(saved ? errorMessage(failure) : `${m.dartVersionFailed}: ${errorMessage(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={kind === 'json' ? 'Download JSON' : 'Download Dart File'}
      open={open}
      onCancel={onClose}
      okText="Submit"
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      {current.data && (
        <Form
          form={form}
          name="download"
          layout="vertical"
          initialValues={{ version: current.data.value }}
          onFinish={submit}
        >
          <Form.Item label="Date">
            <Input value={date} readOnly aria-label="Date" />
          </Form.Item>
          <Form.Item
            label="Version number"
            name="version"
            rules={[
              { required: true, whitespace: true, message: m.versionRequired },
              { pattern: VERSION, message: m.versionFormat },
            ]}
            extra={current.data.value ? `Current version: ${current.data.value}` : 'No version saved yet.'}
          >
            <Input inputMode="decimal" autoFocus />
          </Form.Item>
        </Form>
      )}
      {changes && (
        <Collapse
          size="small"
          items={[
            {
              key: 'diff',
              label: `Since ${changes.version ?? 'no version'}: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`,
              children: (
                <Typography.Paragraph
                  style={{ maxHeight: 200, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap' }}
                >
                  {[
                    ...changes.added.map((k) => `+ ${k}`),
                    ...changes.changed.map((k) => `~ ${k}`),
                    ...changes.removed.map((k) => `- ${k}`),
                  ].join('\n') || 'Nothing changed.'}
                </Typography.Paragraph>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
