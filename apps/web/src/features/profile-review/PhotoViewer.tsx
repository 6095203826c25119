import { Modal, Tag } from 'antd';
import { profileReviewTexts as texts, type CardPhoto } from '@orrery/contract';
import { photoStatusColour } from './photoLook';

interface PhotoViewerProps {
  photo: CardPhoto | null;
  name: string;
  onClose: () => void;
}

/** The photo viewer modal: the full image with its status. */
export function PhotoViewer({ photo, name, onClose }: PhotoViewerProps) {
  return (
    <Modal
      open={photo !== null}
      title={`${texts.photoTitle} ${photo?.position ?? ''} — ${name}`}
      footer={null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {photo && (
        <>
          <Tag color={photoStatusColour[photo.status].tag}>{photo.status}</Tag>
          <img
            src={photo.filename}
            alt={`${name}, photo ${photo.position}`}
            style={{ display: 'block', width: '100%', marginTop: 8 }}
          />
        </>
      )}
    </Modal>
  );
}
