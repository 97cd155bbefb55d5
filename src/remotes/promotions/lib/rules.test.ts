import { describe, expect, it } from 'vitest';
import { canSubmit, clampRemarks, fileRefusal, isImageBytes, roomFor } from './rules';

describe('reward application rules (spec §5)', () => {
  it('enables Submit by what the promotion requires', () => {
    const both = { image: true, remark: true };
    expect([canSubmit(both, '', 0), canSubmit(both, 'hi', 0), canSubmit(both, '', 1), canSubmit(both, 'hi', 1)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([canSubmit({ image: true, remark: false }, '', 0), canSubmit({ image: true, remark: false }, '', 1)]).toEqual([false, true]);
    expect([canSubmit({ image: false, remark: true }, '   ', 0), canSubmit({ image: false, remark: true }, 'x', 0)]).toEqual([false, true]);
    expect(canSubmit({ image: false, remark: false }, '', 0)).toBe(true);
  });

  it('refuses other types and files above 5,242,880 bytes with the spec message ids', () => {
    expect(fileRefusal({ name: 'a.gif', size: 10 })).toBe('activity_image_type');
    expect(fileRefusal({ name: 'noext', size: 10 })).toBe('activity_image_type');
    expect(fileRefusal({ name: 'A.JPEG', size: 5_242_880 })).toBeNull();
    expect(fileRefusal({ name: 'a.jpg', size: 5_242_881 })).toBe('activity_apply_remark_limit3');
    expect(fileRefusal({ name: 'a.png', size: 1 })).toBeNull();
  });

  it('takes at most 3 pictures and says when some were left out', () => {
    expect(roomFor(0, 2)).toEqual({ take: 2, overflow: false });
    expect(roomFor(2, 2)).toEqual({ take: 1, overflow: true });
    expect(roomFor(3, 1)).toEqual({ take: 0, overflow: true });
  });

  it('reads JPEG and PNG from the bytes and keeps remarks to 140 characters', () => {
    expect(isImageBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isImageBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isImageBytes(new TextEncoder().encode('%PDF-1.4'))).toBe(false);
    expect([...clampRemarks('ខ'.repeat(150))].length).toBe(140);
  });
});
