import { App, Button, Form, Input, Space, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_FILE_PATTERN, imageLibraryTexts as t, MAX_IMAGES_PER_UPLOAD } from '@orrery/contract';
import { FormDrawer } from '../../components/FormOverlay';
import { useUploadImages } from './api';

interface Values {
  title?: string;
  files?: UploadFile[];
}

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Add Image: 1 to 10 JPG or PNG pictures at a time, with an optional title (else each file's name). */
export function AddImageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const upload = useUploadImages();

  const submit = async ({ title, files = [] }: Values) => {
    const chosen = files.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    const answer = await upload.mutateAsync({ files: chosen, title });
    void message.success(answer.message);
    onClose();
  };

  return (
    <FormDrawer<Values>
      record={open ? null : undefined}
      name="addImage"
      title={() => 'Add Image'}
      onClose={onClose}
      size={420}
      extra={(form) => (
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={upload.isPending} onClick={() => form.submit()}>
            Upload
          </Button>
        </Space>
      )}
      onFinish={(v) => void submit(v).catch(() => undefined)}
    >
      {() => (
        <>
          <Form.Item
            label="Title"
            name="title"
            extra="Optional: without one, each picture is titled by its file name."
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label="Images"
            name="files"
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
            rules={[
              {
                validator: (_, files: UploadFile[] | undefined) => {
                  if (!files?.length) return Promise.reject(new Error(t.noImage));
                  if (files.length > MAX_IMAGES_PER_UPLOAD) return Promise.reject(new Error(t.tooManyPicked));
                  const wrong = files.find((f) => !IMAGE_FILE_PATTERN.test(f.name));
                  return wrong ? Promise.reject(new Error(t.notAccepted(wrong.name))) : Promise.resolve();
                },
              },
            ]}
            extra="JPG, JPEG or PNG; 1 to 10 at a time."
          >
            <Upload accept={ACCEPT} multiple listType="picture" beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>Choose images</Button>
            </Upload>
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
