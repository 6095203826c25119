import { Image } from 'antd';

export interface PreviewState {
  urls: string[];
  current: number;
}

interface PhotoPreviewProps {
  state: PreviewState | null;
  /** The photo shown changed (arrows), or null: the preview closed. */
  onChange: (state: PreviewState | null) => void;
}

/** One preview for the whole grid (not one per photo): the full images of the card clicked. */
export function PhotoPreview({ state, onChange }: PhotoPreviewProps) {
  if (!state) return null;
  return (
    <Image.PreviewGroup
      items={state.urls}
      preview={{
        open: true,
        current: state.current,
        onChange: (current) => onChange({ ...state, current }),
        onOpenChange: (open) => {
          if (!open) onChange(null);
        },
      }}
    />
  );
}
