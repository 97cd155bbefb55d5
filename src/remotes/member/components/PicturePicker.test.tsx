import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../shell/account/test-utils';
import { type PickedPicture, PicturePicker } from './PicturePicker';

function Harness() {
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  return <PicturePicker pictures={pictures} onChange={setPictures} testId="pick" />;
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('pick'), { target: { files } });

describe('picture picker (spec §5 upload rules)', () => {
  it('refuses a wrong type, a picture over 5 MB and a fourth picture with the spec messages, shown 1.5 s', () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:${Math.random()}` }));
    vi.useFakeTimers();
    try {
      renderWithApp(<Harness />);
      choose([file('a.gif', 'image/gif', 10)]);
      expect(screen.getByTestId('upload-refused').getAttribute('data-message-id')).toBe('activity_image_type');
      act(() => vi.advanceTimersByTime(1500));
      expect(screen.queryByTestId('upload-refused')).toBeNull();

      choose([file('big.png', 'image/png', 5_242_881)]);
      expect(screen.getByTestId('upload-refused').getAttribute('data-message-id')).toBe('activity_apply_remark_limit3');

      choose([
        file('a.png', 'image/png', 5_242_880),
        file('b.jpg', 'image/jpeg', 10),
        file('c.jpeg', '', 10),
        file('d.png', 'image/png', 10),
      ]);
      expect(screen.getAllByRole('img')).toHaveLength(3);
      expect(screen.getByTestId('upload-refused').getAttribute('data-message-id')).toBe('activity_apply_remark_limit4');
      expect((screen.getByTestId('pick') as HTMLInputElement).disabled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
