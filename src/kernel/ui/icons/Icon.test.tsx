import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GLYPHS } from './glyphs';
import { MORE_GLYPHS } from './glyphs-more';
import { Icon } from './Icon';

describe('Icon', () => {
  it('draws a first-load icon at once', () => {
    const { container } = render(<Icon name="home" />);
    expect(container.querySelectorAll('path')).toHaveLength(GLYPHS.home.length);
  });

  it('draws an icon outside the first load once its set has arrived', async () => {
    const { container } = render(<Icon name="bettingRecord" />);
    await waitFor(() => expect(container.querySelectorAll('path')).toHaveLength(MORE_GLYPHS.bettingRecord.length));
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('bettingRecord');
  });

  it('every icon name is in exactly one of the two sets', () => {
    const core = Object.keys(GLYPHS);
    const more = Object.keys(MORE_GLYPHS);
    expect(core.filter((n) => more.includes(n))).toEqual([]);
    expect(core.length + more.length).toBe(53);
  });
});
