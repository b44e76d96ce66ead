import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX, truncated } from './marketplace-cards';

describe('truncated', () => {
  it('keeps a headline of at most 25 characters as it is', () => {
    expect(HEADLINE_MAX).toBe(25);
    expect(truncated('Words that sell.')).toBe('Words that sell.');
    expect(truncated('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts a longer one at 25 characters and marks the cut with an ellipsis', () => {
    expect(truncated('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
    expect(truncated('Websites and apps for ambitious northern brands.')).toBe(
      'Websites and apps for amb…',
    );
    // No space left before the ellipsis where the cut falls after a word.
    expect(truncated('Films for brands and ads and more')).toBe('Films for brands and ads…');
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(truncated(`${'🎬'.repeat(26)}`)).toBe(`${'🎬'.repeat(25)}…`);
    expect(truncated('  Film and motion  ')).toBe('Film and motion');
  });
});
