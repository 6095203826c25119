import { Image, Space } from 'antd';
import { moderationTexts, type FeedbackAttachmentItem } from '@orrery/contract';
import { EMPTY_CELL } from '../../lib/format';

interface AttachmentsProps {
  attachments: FeedbackAttachmentItem[];
  /** Thumbnail size in pixels. */
  size?: number;
  /** Says so when there is none (the detail card); the table shows an empty cell. */
  sayNone?: boolean;
}

/** A feedback message's files as thumbnails; a click opens antd's image viewer over all of them. */
export function Attachments({ attachments, size = 40, sayNone = false }: AttachmentsProps) {
  if (!attachments.length) return <>{sayNone ? moderationTexts.noAttachments : EMPTY_CELL}</>;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap className="feedback-attachments">
        {attachments.map((file) => (
          <Image
            key={file.url}
            src={file.thumbUrl ?? file.url}
            preview={{ src: file.url }}
            alt={file.filename}
            width={size}
            height={size * 2}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
