import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminToasts } from '@orrery/contract';
import { uploadAdminImage } from './api';

interface ProfileImageFieldProps {
  fileList?: UploadFile<{ url: string }>[];
  onChange?: UploadProps<{ url: string }>['onChange'];
  disabled?: boolean;
}

/** One profile image, uploaded at once through /api/admin/image-upload; the form keeps its URL. */
export function ProfileImageField({ fileList = [], onChange, disabled }: ProfileImageFieldProps) {
  const { message } = App.useApp();

  const upload: UploadProps<{ url: string }>['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadAdminImage(file as Blob).then(
      (url) => onSuccess?.({ url }),
      (error: Error) => {
        void message.error(adminToasts.uploadFailed);
        onError?.(error);
      },
    );
  };

  return (
    <Upload<{ url: string }>
      listType="picture-card"
      accept="image/png,image/jpeg,image/webp"
      maxCount={1}
      fileList={fileList}
      onChange={onChange}
      customRequest={upload}
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
