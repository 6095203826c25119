import { adminToasts } from '@orrery/contract';
import { SingleImageUpload, type SingleImageUploadProps } from '../../components/SingleImageUpload';
import { uploadAdminImage } from './api';

type ProfileImageFieldProps = Pick<SingleImageUploadProps, 'fileList' | 'onChange' | 'disabled'>;

/** One profile image, uploaded at once through /api/admin/image-upload; the form keeps its URL. */
export function ProfileImageField(field: ProfileImageFieldProps) {
  return (
    <SingleImageUpload
      {...field}
      upload={uploadAdminImage}
      failedMessage={adminToasts.uploadFailed}
      accept="image/png,image/jpeg,image/webp"
    />
  );
}
