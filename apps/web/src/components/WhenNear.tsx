import { useState, type ReactNode } from 'react';

/**
 * Draws its children once its place comes within `margin` px of the window (scrolled to, or laid out near
 * it); until then `placeholder`. For a part far down a screen whose code loads lazily: a person who never
 * scrolls to it never downloads it. Without IntersectionObserver (jsdom) the children are drawn at once.
 */
export function WhenNear({
  children,
  placeholder,
  margin = 300,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: number;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  if (near) return children;
  return (
    <div
      ref={(element) => {
        if (!element) return undefined;
        const observer = new IntersectionObserver(
          ([entry]) => {
            if (entry?.isIntersecting) setNear(true);
          },
          { rootMargin: `${margin}px` },
        );
        observer.observe(element);
        return () => observer.disconnect();
      }}
    >
      {placeholder}
    </div>
  );
}
