/**
 * The pager under a paged list: Previous and Next disabled where there is no page that way, the
 * position between them, other words for the buttons, the navigation named for screen readers; and
 * the pager by page number ("Page n of m"), hidden for a single page when asked.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageNumbers, Pager } from './Pager';
import { renderInConsole } from './test-render';

describe('Pager', () => {
  it('calls Previous and Next, shows where the reader is, and is named for screen readers', () => {
    const previous = vi.fn();
    const next = vi.fn();
    renderInConsole(<Pager label="Queue pages" testId="pages" onPrevious={previous} onNext={next} position="51–100 of 120" />);
    const nav = screen.getByRole('navigation', { name: 'Queue pages' });
    expect(nav.dataset.testid).toBe('pages');
    expect(nav.textContent).toBe('Previous51–100 of 120Next');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect([previous.mock.calls.length, next.mock.calls.length]).toEqual([1, 2]);
  });

  it('disables the way without a page, and takes other words', () => {
    renderInConsole(<Pager label="Messages" onPrevious={null} onNext={() => {}} previousText="Newer" nextText="Older" />);
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('navigation').querySelector('span')).toBeNull();
  });
});

describe('PageNumbers', () => {
  it('says "Page n of m", asks for the page before and after, and stops at the ends', () => {
    const onPage = vi.fn();
    const { rerender } = renderInConsole(<PageNumbers label="Players" page={2} pages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Players' }).textContent).toContain('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
    rerender(<PageNumbers label="Players" page={3} pages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
  });

  it('leaves a single page without buttons only when asked', () => {
    const { rerender } = renderInConsole(<PageNumbers label="Players" page={1} pages={1} onPage={() => {}} hideSingle />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<PageNumbers label="Players" page={1} pages={1} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Players' }).textContent).toContain('Page 1 of 1');
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
