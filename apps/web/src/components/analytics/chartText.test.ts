import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureTextIn, textWidth } from './chartText';

/** A canvas whose text is 6 px a character, recording the fonts it was given. */
function fakeCanvas(fonts: string[]) {
  return class {
    getContext() {
      return {
        set font(value: string) {
          fonts.push(value);
        },
        measureText: (text: string) => ({ width: text.length * 6 }),
      };
    }
  };
}

describe('textWidth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('estimates 7 px a character where the page cannot measure', () => {
    measureTextIn(document.body);
    expect(textWidth('Romeu')).toBe(35);
  });

  it("measures in the element's font once it is known, a pixel spare", () => {
    const fonts: string[] = [];
    vi.stubGlobal('OffscreenCanvas', fakeCanvas(fonts));
    const box = document.createElement('div');
    box.style.fontFamily = 'Arial, sans-serif';
    document.body.append(box);
    measureTextIn(box);
    expect(fonts).toEqual(['12px Arial, sans-serif']);
    expect(textWidth('Romeu')).toBe(31);
    // the same font again keeps the canvas and the widths measured
    measureTextIn(box);
    expect(fonts).toHaveLength(1);
  });
});
