import type { ReactNode } from 'react';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

interface ExcelFileFieldProps {
  /** The form field; its value is the list of at most one chosen file. */
  name: string;
  /** Shown when no file is chosen ("Please upload one excel file!"). */
  requiredMessage: string;
  label?: string;
  extra?: ReactNode;
}

/** The chosen file of an ExcelFileField, as sent in a multipart form. */
export const chosenFile = (files: UploadFile[] | undefined) => files?.[0]?.originFileObj as File | undefined;

/**
 * One spreadsheet (.xlsx, or .xls which the server judges by content) chosen in a form, kept in the
 * browser until the form is sent: a second choice replaces the first.
 */
export function ExcelFileField({ name, requiredMessage, label = 'Excel file', extra }: ExcelFileFieldProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      rules={[
        {
          validator: (_, v: UploadFile[] | undefined) =>
            v?.length === 1 ? Promise.resolve() : Promise.reject(new Error(requiredMessage)),
        },
      ]}
      extra={extra}
    >
      <Upload accept=".xlsx,.xls" maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>Choose file</Button>
      </Upload>
    </Form.Item>
  );
}
