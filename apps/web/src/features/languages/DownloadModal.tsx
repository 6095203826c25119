import { useState } from 'react';
import { App, Collapse, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { languageMessages as m, versionProblem, type DartVersionAnswer } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { downloadFile } from '../../api/download';
import { FormModal } from '../../components/FormOverlay';
import { languageKeys, useDartDiff, useDartVersion, useSaveDartVersion } from './api';

interface DownloadModalProps {
  /** dart: Download Dart File (every language); json: Download JSON (the language viewed and English). */
  kind: 'dart' | 'json' | undefined;
  languageId?: string;
  onClose: () => void;
}

/**
 * Download Dart File / JSON: today's date (read-only) and the version number, the current one loaded
 * when the modal opens. Submit saves the version, then downloads ui_snippets.dart or the JSON file.
 * It also shows what changed among the mobile keys since the version saved last.
 */
export function DownloadModal({ kind, languageId, onClose }: DownloadModalProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const open = kind !== undefined;
  const current = useDartVersion(open);
  const diff = useDartDiff(open && kind === 'dart');
  const saveVersion = useSaveDartVersion();
  const [busy, setBusy] = useState(false);
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
    // opened once the current version is loaded: the form starts from it
    <FormModal<{ version: string }, DartVersionAnswer>
      record={open && current.data ? current.data : undefined}
      name="download"
      title={() => (kind === 'json' ? 'Download JSON' : 'Download Dart File')}
      onClose={onClose}
      okText="Submit"
      confirmLoading={busy}
      initialValues={(loaded) => ({ version: loaded?.value })}
      onFinish={(values) => void submit(values)}
      after={
        changes && (
          <Collapse
            size="small"
            items={[
              {
                key: 'diff',
                label: changes.first
                  ? m.firstExport(changes.added.length)
                  : `Since ${changes.version ?? 'the last export'}: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`,
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
        )
      }
    >
      {(_form, loaded) =>
        loaded && (
          <>
            <Form.Item label="Date">
              <Input value={date} readOnly aria-label="Date" />
            </Form.Item>
            <Form.Item
              label="Version number"
              name="version"
              rules={[
                {
                  // the server's check: required, digits and dots, never before the current version
                  validator: async (_: unknown, value: string | undefined) => {
                    const problem = versionProblem(value, loaded.value);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
              extra={loaded.value ? `Current version: ${loaded.value}` : 'No version saved yet.'}
            >
              <Input inputMode="decimal" autoFocus />
            </Form.Item>
          </>
        )
      }
    </FormModal>
  );
}
