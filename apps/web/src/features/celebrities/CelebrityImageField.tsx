import { celebrityToasts } from '@orrery/contract';
import { SingleImageUpload, type SingleImageUploadProps } from '../../components/SingleImageUpload';
import { uploadCelebrityImage } from './api';

interface CelebrityImageFieldProps extends Pick<
  SingleImageUploadProps,
  'fileList' | 'onChange' | 'disabled'
> {
  /** The celebrity's id, or `new` while adding. */
  celebrityId: string;
}

/** One image only, image files only, uploaded at once; the form keeps its URL. */
export function CelebrityImageField({ celebrityId, ...field }: CelebrityImageFieldProps) {
  return (
    <SingleImageUpload
      {...field}
      upload={(file) => uploadCelebrityImage(celebrityId, file)}
      failedMessage={celebrityToasts.uploadFailed}
    />
  );
}
