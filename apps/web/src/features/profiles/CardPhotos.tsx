import { Image } from 'antd';
import { MAX_MEMBER_PHOTOS, profilesListTexts, type CardPhoto } from '@orrery/contract';

/** Thumbnails are 120x150 JPEGs; the card shows them at half size, three to a row. */
const WIDTH = 60;
const HEIGHT = 75;

const placeholderStyle = {
  width: WIDTH,
  height: HEIGHT,
  borderRadius: 4,
  background: '#f0f0f0',
  border: '1px dashed #d9d9d9',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 10,
  color: '#8c8c8c',
} as const;

/** Up to 6 photos by position, a placeholder box in each empty place; a click opens the full image. */
export function CardPhotos({ photos, name }: { photos: readonly CardPhoto[]; name: string }) {
  const byPosition = new Map(photos.map((photo) => [photo.position, photo]));
  const places = Array.from({ length: MAX_MEMBER_PHOTOS }, (_, i) => i + 1);
  return (
    <Image.PreviewGroup>
      <div
        style={{ display: 'grid', gridTemplateColumns: `repeat(3, ${WIDTH}px)`, gap: 6 }}
        aria-label={`Photos of ${name}`}
      >
        {places.map((position) => {
          const photo = byPosition.get(position);
          if (!photo) {
            return (
              <div key={position} style={placeholderStyle} data-testid="photo-placeholder">
                {profilesListTexts.noPhoto}
              </div>
            );
          }
          return (
            <Image
              key={position}
              src={photo.thumbnail ?? photo.filename}
              preview={{ src: photo.filename }}
              width={WIDTH}
              height={HEIGHT}
              loading="lazy"
              decoding="async"
              alt={`${name}, photo ${position}`}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          );
        })}
      </div>
    </Image.PreviewGroup>
  );
}
