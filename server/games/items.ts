/** Catalogue game → the game item the client gets (spec §3), in the request's language. */
import type { GameItem } from '../../src/contracts/games/calls';
import type { LanguageCode } from '../../src/contracts/languages';
import type { CatalogueGame } from './catalogue';
import { VENDOR_BY_CODE } from './vendors';

export const ART_PREFIX = '/game-art';
export const tileUrl = (gameCode: string) => `${ART_PREFIX}/tiles/${gameCode}.svg`;
export const vendorIconUrl = (code: string, tone: 'WHITE' | 'BLACK') => `${ART_PREFIX}/vendors/${code}-${tone}.svg`;
export const DEFAULT_ART_URL = `${ART_PREFIX}/default.svg`;

/** A game's name as its vendor names it: in km or zh for those, else in English. */
export function gameName(g: CatalogueGame, language: LanguageCode): string {
  return language === 'km' || language === 'zh' ? g.names[language] : g.names.en;
}

export function toItem(g: CatalogueGame, language: LanguageCode): GameItem {
  const name = gameName(g, language);
  return {
    nodeId: g.nodeId,
    nodeName: name,
    gameName: name,
    displayName: name,
    gameId: g.gameCode,
    gameCode: g.gameCode,
    gameType: g.gameType,
    vassalage: g.vendorCode,
    vendorDisplayName: VENDOR_BY_CODE.get(g.vendorCode)?.displayName ?? g.vendorCode,
    showIcon: true,
    iconUrl: tileUrl(g.gameCode),
    vendorIcon: vendorIconUrl(g.vendorCode, 'WHITE'),
    freePlay: g.freePlay,
    lottoMode: g.lottoMode,
    isGameH5: true,
    isNew: g.isNew,
    gameClassify: g.classify,
    minBet: g.minBet,
    minLine: g.minLine,
  };
}
