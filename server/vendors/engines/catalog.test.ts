import { describe, expect, it } from 'vitest';
import { engineById, engineIdOf, familyOf } from './catalog';

describe('engine of a launched game', () => {
  it('follows the game type, the vendor and the classifications of the catalogue', () => {
    expect(engineIdOf({ vendorCode: 'PG', gameType: 'RNG', gameCode: 'PG_S1', classify: [] })).toBe('slots');
    expect(engineIdOf({ vendorCode: 'PG', gameType: 'RNG', gameCode: 'PG_S2', classify: ['FeatureBuy'] })).toBe('slots-buy');
    expect(engineIdOf({ vendorCode: 'PG', gameType: 'RNG', gameCode: 'PG_S3', classify: ['JP', 'FeatureBuy'] })).toBe('jackpot');
    expect(engineIdOf({ vendorCode: 'JDB', gameType: 'RNG', gameCode: 'JDB_S4', classify: ['BG'] })).toBe('bingo');
    expect(engineIdOf({ vendorCode: 'JDB', gameType: 'FISH', gameCode: 'JDB_F1' })).toBe('fishing');
    expect(engineIdOf({ vendorCode: 'AE_LIVE', gameType: 'LIVE', gameCode: 'AE_LIVE_T1' })).toBe('baccarat');
    expect(engineIdOf({ vendorCode: 'KY', gameType: 'PVP', gameCode: 'KY_C1' })).toBe('dragon-tiger');
    expect(engineIdOf({ vendorCode: 'KY', gameType: 'PVP', gameCode: 'KY_BJ' })).toBe('blackjack');
    expect(engineIdOf({ vendorCode: 'SABA', gameType: 'SPORTS', gameCode: 'SABA_LOBBY' })).toBe('sports');
    expect(engineIdOf({ vendorCode: 'TF_ESPORTS', gameType: 'SPORTS', gameCode: 'TF_ESPORTS_LOBBY' })).toBe('esports');
    expect(engineIdOf({ vendorCode: 'SV388', gameType: 'SPORTS', gameCode: 'SV388_LOBBY' })).toBe('cockfight');
    expect(engineIdOf({ vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'TCG_LOTTO_VN_L1' })).toBe('lottery-LOTT');
    expect(engineIdOf({ vendorCode: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA_L1' })).toBe('lottery-SEA');
    expect(engineIdOf({ vendorCode: 'GW_ELOTT', gameType: 'ELOTT', gameCode: 'GW_ELOTT_E1' })).toBe('lottery-ELOTT');
  });

  it('maps engines to the page families', () => {
    expect(familyOf('slots-buy')).toBe('slots');
    expect(familyOf('cockfight')).toBe('sports');
    expect(familyOf('lottery-SEA')).toBe('lottery');
    expect(engineById('lottery-SEA').kind).toBe('scheduled');
    expect(engineById('jackpot').kind).toBe('instant');
    expect(familyOf('blackjack')).toBe('blackjack');
    expect(engineById('blackjack').kind).toBe('hand');
  });
});
