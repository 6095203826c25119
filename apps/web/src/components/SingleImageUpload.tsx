import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { commonMessages } from '@orrery/contract';
import { ApiError } from '../api/client';

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

/**
 * One image, uploaded as soon as it is picked, as a picture card; image files only: another file is refused
 * with a message (by its type here, by its content on the server).
 */
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
        // a refusal says why (the server checks the content: "The file is not an image…")
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        void message.error(refused ? `${failedMessage}. ${error.message}` : failedMessage);
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
      beforeUpload={(file) => {
        if (file.type.startsWith('image/')) return true;
        // not sent, and the image the form holds stays: say why nothing happened
        void message.error(`${failedMessage}. ${commonMessages.notAnImage}`);
        return Upload.LIST_IGNORE;
      }}
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
