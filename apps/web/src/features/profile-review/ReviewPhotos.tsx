import { Button, Flex, Tag } from 'antd';
import { profileReviewTexts as texts, type CardPhoto, type PhotoStatus } from '@orrery/contract';
import { photoStatusColour, profilePhotoPosition } from './photoLook';
import { ProfileMark } from './ProfileMark';

interface ReviewPhotosProps {
  photos: CardPhoto[];
  decisions: Record<number, PhotoStatus>;
  selected: number;
  disabled: boolean;
  onSelect: (index: number) => void;
  onDecide: (position: number, status: PhotoStatus) => void;
}

/** The member's photos large, in a row: status, Approve/Reject each; the selected one has a focus ring. */
export function ReviewPhotos({
  photos,
  decisions,
  selected,
  disabled,
  onSelect,
  onDecide,
}: ReviewPhotosProps) {
  const withDecisions = photos.map((p) => ({ ...p, status: decisions[p.position] ?? p.status }));
  const profile = profilePhotoPosition(withDecisions);
  if (!photos.length) return <div>{texts.noPhotos}</div>;
  return (
    <Flex gap={16} wrap role="listbox" aria-label="Photos">
      {withDecisions.map((photo, index) => (
        <div
          key={photo._id}
          role="option"
          aria-selected={index === selected}
          aria-label={`Photo ${photo.position}: ${photo.status}`}
          data-testid={`review-photo-${photo.position}`}
          data-status={photo.status}
          onClick={() => onSelect(index)}
          style={{
            width: 180,
            padding: 6,
            borderRadius: 10,
            outline: index === selected ? '3px solid #1677ff' : 'none',
            outlineOffset: 2,
            cursor: 'pointer',
          }}
        >
          <ProfileMark on={photo.position === profile}>
            <img
              src={photo.filename}
              alt={`Photo ${photo.position}`}
              width={168}
              height={210}
              style={{
                objectFit: 'cover',
                display: 'block',
                borderRadius: 6,
                border: `4px solid ${photoStatusColour[photo.status].border}`,
              }}
            />
          </ProfileMark>
          <Flex vertical gap={4} align="flex-start" style={{ marginTop: 6 }}>
            <Tag color={photoStatusColour[photo.status].tag}>{photo.status}</Tag>
            <Flex gap={6}>
              <Button
                size="small"
                type={photo.status === 'approved' ? 'primary' : 'default'}
                disabled={disabled}
                onClick={() => onDecide(photo.position, 'approved')}
              >
                {texts.approve}
              </Button>
              <Button
                size="small"
                danger
                type={photo.status === 'rejected' ? 'primary' : 'default'}
                disabled={disabled}
                onClick={() => onDecide(photo.position, 'rejected')}
              >
                {texts.reject}
              </Button>
            </Flex>
          </Flex>
        </div>
      ))}
    </Flex>
  );
}
