import { describe, expect, it } from 'vitest';
import { deletionTexts } from './deletionTexts';
import { rngFor } from './random';
import { deletionSuggestions, otherReasonComments } from './texts';

describe('deletion texts of the demo data', () => {
  it('gives nearly every "other" reason its own words, and suggestions to about four in ten', () => {
    const rng = rngFor(1, 2);
    const drawn = Array.from({ length: 2000 }, () => deletionTexts(rng, 'other', true));
    const comments = drawn.filter((d) => d.usersComment !== null);
    expect(comments.length).toBeGreaterThan(1700);
    for (const d of comments) expect(otherReasonComments).toContain(d.usersComment);
    expect(otherReasonComments.some((text) => text.length > 80)).toBe(true);
    const suggestions = drawn.filter((d) => d.userSuggestion !== null);
    expect(suggestions.length).toBeGreaterThan(700);
    expect(suggestions.length).toBeLessThan(900);
    for (const d of suggestions) expect(deletionSuggestions).toContain(d.userSuggestion);
  });

  it('leaves an admin’s deletion without texts', () => {
    const rng = rngFor(1, 3);
    for (let i = 0; i < 200; i++)
      expect(deletionTexts(rng, 'other', false)).toEqual({ userSuggestion: null, usersComment: null });
  });
});
