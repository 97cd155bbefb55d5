/** Word pools for generated game names in every catalog language (km, zh, en). */
export type Names = { en: string; zh: string; km: string };
type Word = readonly [en: string, zh: string, km: string];

const ADJECTIVES: readonly Word[] = [
  ['Golden', '黄金', 'មាស'],
  ['Lucky', '幸运', 'សំណាង'],
  ['Mighty', '威猛', 'ខ្លាំងពូកែ'],
  ['Wild', '狂野', 'ព្រៃ'],
  ['Royal', '皇家', 'រាជវង្ស'],
  ['Mystic', '神秘', 'អាថ៌កំបាំង'],
  ['Jade', '翡翠', 'ត្បូងមរកត'],
  ['Fire', '烈火', 'ភ្លើង'],
  ['Thunder', '雷霆', 'ផ្គរលាន់'],
  ['Crystal', '水晶', 'គ្រីស្តាល់'],
  ['Silver', '白银', 'ប្រាក់'],
  ['Ruby', '红宝石', 'ត្បូងទទឹម'],
  ['Sacred', '神圣', 'ពិសិដ្ឋ'],
  ['Ancient', '远古', 'បុរាណ'],
  ['Happy', '快乐', 'សប្បាយ'],
  ['Great', '伟大', 'ដ៏អស្ចារ្យ'],
  ['Moon', '月光', 'ព្រះចន្ទ'],
  ['Sun', '太阳', 'ព្រះអាទិត្យ'],
  ['Ocean', '海洋', 'មហាសមុទ្រ'],
  ['Emperor', '帝王', 'អធិរាជ'],
  ['Star', '星辰', 'ផ្កាយ'],
  ['Lotus', '莲花', 'ផ្កាឈូក'],
  ['Neon', '霓虹', 'ភ្លឺចែងចាំង'],
  ['Storm', '风暴', 'ព្យុះ'],
];
const NOUNS: readonly Word[] = [
  ['Dragon', '龙', 'នាគ'],
  ['Tiger', '虎', 'ខ្លា'],
  ['Phoenix', '凤凰', 'ហង្សភ្លើង'],
  ['Treasure', '宝藏', 'កំណប់'],
  ['Wealth', '财富', 'ទ្រព្យសម្បត្តិ'],
  ['Empire', '帝国', 'អាណាចក្រ'],
  ['Temple', '神殿', 'ប្រាសាទ'],
  ['Panda', '熊猫', 'ផេនដា'],
  ['Koi', '锦鲤', 'ត្រីគយ'],
  ['Gems', '宝石', 'ត្បូង'],
  ['Vault', '金库', 'ឃ្លាំងប្រាក់'],
  ['Lion', '狮子', 'តោ'],
  ['Elephant', '大象', 'ដំរី'],
  ['Fruits', '水果', 'ផ្លែឈើ'],
  ['Queen', '女王', 'មហាក្សត្រី'],
  ['King', '国王', 'ស្តេច'],
  ['Wolf', '狼', 'ចចក'],
  ['Eagle', '雄鹰', 'ឥន្ទ្រី'],
  ['Garden', '花园', 'សួនច្បារ'],
  ['Festival', '节日', 'ពិធីបុណ្យ'],
  ['Legend', '传奇', 'រឿងព្រេង'],
  ['Coins', '金币', 'កាក់'],
  ['Pearl', '珍珠', 'គុជ'],
  ['Warrior', '勇士', 'អ្នកចម្បាំង'],
];
/**
 * What each name promises is what plays (server/vendors/engines/catalog.ts `engineIdOf`): every
 * live table is the demo vendors' shared baccarat table (banker pays 0.95, so no "no commission"
 * or "squeeze" tables), tables told apart by a letter; every card game other than blackjack is
 * dragon tiger.
 */
const TABLE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const BACCARAT: Word = ['Baccarat', '百家乐', 'បាការ៉ា'];
const DRAGON_TIGER: Word = ['Dragon Tiger', '龙虎', 'នាគខ្លា'];
const LOTTO_PLACES: readonly Word[] = [
  ['Hanoi', '河内', 'ហាណូយ'],
  ['Ho Chi Minh', '胡志明', 'ហូជីមិញ'],
  ['Da Nang', '岘港', 'ដាណាំង'],
  ['Phnom Penh', '金边', 'ភ្នំពេញ'],
  ['Bangkok', '曼谷', 'បាងកក'],
  ['Kuala Lumpur', '吉隆坡', 'គូឡាឡាំពួ'],
  ['Singapore', '新加坡', 'សិង្ហបុរី'],
  ['Jakarta', '雅加达', 'ហ្សាការតា'],
  ['Manila', '马尼拉', 'ម៉ានីល'],
  ['Siem Reap', '暹粒', 'សៀមរាប'],
];
/** the e-lottery engine draws five digits every minute: the names say so and promise nothing else */
const ELOTT_GAMES: readonly Word[] = [
  ['1-minute Lotto', '1分彩', 'ឆ្នោត ១ នាទី'],
  ['Lucky 1-minute Lotto', '幸运1分彩', 'ឆ្នោតសំណាង ១ នាទី'],
  ['Golden 1-minute Lotto', '黄金1分彩', 'ឆ្នោតមាស ១ នាទី'],
  ['Dragon 1-minute Lotto', '神龙1分彩', 'ឆ្នោតនាគ ១ នាទី'],
  ['Lotus 1-minute Lotto', '莲花1分彩', 'ឆ្នោតផ្កាឈូក ១ នាទី'],
  ['Star 1-minute Lotto', '星辰1分彩', 'ឆ្នោតផ្កាយ ១ នាទី'],
];

function suffix(round: number): string {
  return round === 0 ? '' : ` ${round + 1}`;
}

/** What an RNG game plays (the engine its classification picks: jackpot before bingo, as `engineIdOf`). */
export type SlotKind = 'slot' | 'jackpot' | 'bingo' | 'fish';

/** The i-th slot name (adjective × noun, numbered once the pool is used up), with what it plays. */
export function slotName(i: number, kind: SlotKind): Names {
  const pool = ADJECTIVES.length * NOUNS.length;
  const k = i % pool;
  const a = ADJECTIVES[k % ADJECTIVES.length] as Word;
  const n = NOUNS[Math.floor(k / ADJECTIVES.length)] as Word;
  const s = suffix(Math.floor(i / pool));
  if (kind === 'fish') return { en: `${a[0]} ${n[0]} Fishing${s}`, zh: `${a[1]}${n[1]}捕鱼${s}`, km: `បាញ់ត្រី${n[2]}${a[2]}${s}` };
  if (kind === 'bingo') return { en: `${a[0]} ${n[0]} Bingo${s}`, zh: `${a[1]}${n[1]}宾果${s}`, km: `ប៊ីងហ្គោ${n[2]}${a[2]}${s}` };
  if (kind === 'jackpot') return { en: `${a[0]} ${n[0]} Jackpot${s}`, zh: `${a[1]}${n[1]}奖池${s}`, km: `ជែកផត${n[2]}${a[2]}${s}` };
  return { en: `${a[0]} ${n[0]}${s}`, zh: `${a[1]}${n[1]}${s}`, km: `${n[2]}${a[2]}${s}` };
}

function numbered(pool: readonly Word[], i: number): Names {
  const w = pool[i % pool.length] as Word;
  const s = suffix(Math.floor(i / pool.length));
  return { en: `${w[0]}${s}`, zh: `${w[1]}${s}`, km: `${w[2]}${s}` };
}

/** live table i: "Baccarat A", "Baccarat B", ... */
export function liveName(i: number): Names {
  const letter = `${TABLE_LETTERS[i % TABLE_LETTERS.length]}${suffix(Math.floor(i / TABLE_LETTERS.length))}`;
  return { en: `${BACCARAT[0]} ${letter}`, zh: `${BACCARAT[1]} ${letter}`, km: `${BACCARAT[2]} ${letter}` };
}
/** card table i (dragon tiger): "Golden Dragon Tiger", "Lucky Dragon Tiger", ... */
export function cardName(i: number): Names {
  const a = ADJECTIVES[i % ADJECTIVES.length] as Word;
  const s = suffix(Math.floor(i / ADJECTIVES.length));
  return { en: `${a[0]} ${DRAGON_TIGER[0]}${s}`, zh: `${a[1]}${DRAGON_TIGER[1]}${s}`, km: `${DRAGON_TIGER[2]}${a[2]}${s}` };
}
export function lottoName(i: number): Names {
  const p = numbered(LOTTO_PLACES, i);
  return { en: `${p.en} Lotto`, zh: `${p.zh}彩票`, km: `ឆ្នោត${p.km}` };
}
export const elottName = (i: number) => numbered(ELOTT_GAMES, i);

const SPORTS_WORD = { SPORTS: /\s+Sports$/i, ESPORTS: /\s+Esports$/i, COCKFIGHT: /\s+Cockfight$/i } as const;

/** The sports lobby of a vendor: its brand (the display name without "Sports", "Esports", "Cockfight") and the kind, once. */
export function sportsName(vendor: string, list: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT'): Names {
  const brand = vendor.replace(SPORTS_WORD[list], '').trim() || vendor;
  if (list === 'ESPORTS') return { en: `${brand} Esports`, zh: `${brand} 电竞`, km: `កីឡាអេឡិចត្រូនិក ${brand}` };
  if (list === 'COCKFIGHT') return { en: `${brand} Cockfight`, zh: `${brand} 斗鸡`, km: `ជល់មាន់ ${brand}` };
  return { en: `${brand} Sports`, zh: `${brand} 体育`, km: `កីឡា ${brand}` };
}
