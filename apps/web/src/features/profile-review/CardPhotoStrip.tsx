import { Tag } from 'antd';
import { profileReviewTexts as texts, type CardPhoto } from '@orrery/contract';
import { photoStatusColour, profilePhotoPosition } from './photoLook';
import { ProfileMark } from './ProfileMark';

interface CardPhotoStripProps {
  photos: CardPhoto[];
  name: string;
  onOpen: (photo: CardPhoto) => void;
}

/** A card's photos (thumbnails) with their status; the first approved one is badged Profile. */
export function CardPhotoStrip({ photos, name, onOpen }: CardPhotoStripProps) {
  const profile = profilePhotoPosition(photos);
  if (!photos.length) return <div style={{ color: '#999', padding: '8px 0' }}>{texts.noPhotos}</div>;
  return (
    <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', paddingTop: 8 }}>
      {photos.map((photo) => (
        <div key={photo._id}>
          <ProfileMark on={photo.position === profile} small>
            <button
              type="button"
              onClick={() => onOpen(photo)}
              data-status={photo.status}
              aria-label={`Photo ${photo.position}: ${photo.status}`}
              style={{
                padding: 0,
                border: `3px solid ${photoStatusColour[photo.status].border}`,
                borderRadius: 6,
                background: 'none',
                cursor: 'zoom-in',
              }}
            >
              <img
                src={photo.thumbnail ?? photo.filename}
                alt={`${name}, photo ${photo.position}`}
                width={64}
                height={64}
                loading="lazy"
                style={{ objectFit: 'cover', display: 'block', borderRadius: 3 }}
              />
            </button>
          </ProfileMark>
          <div>
            <Tag color={photoStatusColour[photo.status].tag} style={{ marginTop: 2, fontSize: 10 }}>
              {photo.status}
            </Tag>
          </div>
        </div>
      ))}
    </div>
  );
}
