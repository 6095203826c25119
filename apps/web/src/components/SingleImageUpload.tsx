import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export interface SingleImageUploadProps {
  fileList?: UploadFile<{ url: string }>[];
  onChange?: UploadProps<{ url: string }>['onChange'];
  disabled?: boolean;
  /** Sends the file and answers the URL the form keeps. */
  upload: (file: File) => Promise<string>;
  /** The toast of a refused upload. */
  failedMessage: string;
  accept?: string;
}

/** One image, uploaded as soon as it is picked, as a picture card; image files only. */
export function SingleImageUpload({
  fileList = [],
  onChange,
  disabled,
  upload,
  failedMessage,
  accept = 'image/*',
}: SingleImageUploadProps) {
  const { message } = App.useApp();

  const send: UploadProps<{ url: string }>['customRequest'] = ({ file, onSuccess, onError }) => {
    upload(file as File).then(
      (url) => onSuccess?.({ url }),
      (error: Error) => {
        void message.error(failedMessage);
        onError?.(error);
      },
    );
  };

  return (
    <Upload<{ url: string }>
      listType="picture-card"
      accept={accept}
      maxCount={1}
      fileList={fileList}
      onChange={onChange}
      customRequest={send}
      disabled={disabled}
      showUploadList={{ showPreviewIcon: false }}
      beforeUpload={(file) => (file.type.startsWith('image/') ? true : Upload.LIST_IGNORE)}
    >
      {fileList.length === 0 && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>Upload</div>
        </button>
      )}
    </Upload>
  );
}
