import { Button, Modal, Space, Tag, Typography } from 'antd';
import type { Location } from '@orrery/contract';

interface TagsModalProps {
  location: Location | null;
  onClose: () => void;
}

/** The tag viewer: every tag of a location (the list shows the first 5). */
export function TagsModal({ location, onClose }: TagsModalProps) {
  return (
    <Modal
      title={location ? `Tags of ${location.key}` : 'Tags'}
      open={location !== null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {location && (
        <>
          <Typography.Paragraph type="secondary">{`${location.tag.length} tags`}</Typography.Paragraph>
          <Space size={[6, 6]} wrap data-testid="tag-viewer">
            {location.tag.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Space>
        </>
      )}
    </Modal>
  );
}
