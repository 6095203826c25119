import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { profileReviewTexts as texts } from '@orrery/contract';

/** Wraps a photo; the first approved one carries the Profile mark in its corner. */
interface ProfileMarkProps {
  on: boolean;
  /** On a card's thumbnails: a smaller mark. */
  small?: boolean;
  children: ReactNode;
}

export function ProfileMark({ on, small = false, children }: ProfileMarkProps) {
  return (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      {children}
      {on && (
        <Tag
          color="blue"
          style={{
            position: 'absolute',
            top: small ? 2 : 4,
            left: small ? 2 : 4,
            margin: 0,
            ...(small ? { fontSize: 10, lineHeight: '14px', paddingInline: 3 } : {}),
          }}
          data-testid="profile-mark"
        >
          {texts.profileBadge}
        </Tag>
      )}
    </div>
  );
}
