import { describe, expect, it } from 'vitest';
import { playTypeOf, prizeModeOf } from './launch-run';

const types = (elott: string[]) => ({
  vendors: [],
  mapping: { ELOTT: elott },
  sorting: [],
  counts: {},
  filters: { minBets: [], minLines: [] },
});

describe('prize mode and play type (spec §4, DECISIONS)', () => {
  it('LOTT by default, ELOTT when the mapping lists TCG_LOTTO_VN or LOTT under ELOTT, SEA for TCG_SEA', () => {
    expect(prizeModeOf({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, types(['TCG_ELOTT']))).toBe('Lott');
    expect(prizeModeOf({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, types(['TCG_LOTTO_VN']))).toBe('Elott');
    expect(prizeModeOf({ vassalage: 'GW_ELOTT', gameType: 'ELOTT' }, types(['LOTT']))).toBe('Elott');
    expect(prizeModeOf({ vassalage: 'TCG_SEA', gameType: 'LOTT' }, types(['TCG_LOTTO_VN']))).toBe('SEA');
    expect(prizeModeOf({ vassalage: 'PG', gameType: 'RNG' }, types([]))).toBeUndefined();
  });

  it('ent when the lotto mode includes Entertainment, else trad; none for other games', () => {
    expect(playTypeOf({ gameType: 'LOTT', lottoMode: 'Tradition,Entertainment' })).toBe('ent');
    expect(playTypeOf({ gameType: 'LOTT', lottoMode: 'Tradition' })).toBe('trad');
    expect(playTypeOf({ gameType: 'ELOTT', lottoMode: null })).toBe('trad');
    expect(playTypeOf({ gameType: 'RNG', lottoMode: null })).toBeUndefined();
  });
});
