/** Word pools for generated game names in every catalog language (km, zh, en). */
export type Names = { en: string; zh: string; km: string };
type Word = readonly [en: string, zh: string, km: string];

const ADJECTIVES: readonly Word[] = [
  ['Golden', '黄金', 'មាស'], ['Lucky', '幸运', 'សំណាង'], ['Mighty', '威猛', 'ខ្លាំងពូកែ'], ['Wild', '狂野', 'ព្រៃ'],
  ['Royal', '皇家', 'រាជវង្ស'], ['Mystic', '神秘', 'អាថ៌កំបាំង'], ['Jade', '翡翠', 'ត្បូងមរកត'], ['Fire', '烈火', 'ភ្លើង'],
  ['Thunder', '雷霆', 'ផ្គរលាន់'], ['Crystal', '水晶', 'គ្រីស្តាល់'], ['Silver', '白银', 'ប្រាក់'], ['Ruby', '红宝石', 'ត្បូងទទឹម'],
  ['Sacred', '神圣', 'ពិសិដ្ឋ'], ['Ancient', '远古', 'បុរាណ'], ['Happy', '快乐', 'សប្បាយ'], ['Great', '伟大', 'ដ៏អស្ចារ្យ'],
  ['Moon', '月光', 'ព្រះចន្ទ'], ['Sun', '太阳', 'ព្រះអាទិត្យ'], ['Ocean', '海洋', 'មហាសមុទ្រ'], ['Emperor', '帝王', 'អធិរាជ'],
  ['Star', '星辰', 'ផ្កាយ'], ['Lotus', '莲花', 'ផ្កាឈូក'], ['Neon', '霓虹', 'ភ្លឺចែងចាំង'], ['Storm', '风暴', 'ព្យុះ'],
];
const NOUNS: readonly Word[] = [
  ['Dragon', '龙', 'នាគ'], ['Tiger', '虎', 'ខ្លា'], ['Phoenix', '凤凰', 'ហង្សភ្លើង'], ['Treasure', '宝藏', 'កំណប់'],
  ['Wealth', '财富', 'ទ្រព្យសម្បត្តិ'], ['Empire', '帝国', 'អាណាចក្រ'], ['Temple', '神殿', 'ប្រាសាទ'], ['Panda', '熊猫', 'ផេនដា'],
  ['Koi', '锦鲤', 'ត្រីគយ'], ['Gems', '宝石', 'ត្បូង'], ['Vault', '金库', 'ឃ្លាំងប្រាក់'], ['Lion', '狮子', 'តោ'],
  ['Elephant', '大象', 'ដំរី'], ['Fruits', '水果', 'ផ្លែឈើ'], ['Queen', '女王', 'មហាក្សត្រី'], ['King', '国王', 'ស្តេច'],
  ['Wolf', '狼', 'ចចក'], ['Eagle', '雄鹰', 'ឥន្ទ្រី'], ['Garden', '花园', 'សួនច្បារ'], ['Festival', '节日', 'ពិធីបុណ្យ'],
  ['Legend', '传奇', 'រឿងព្រេង'], ['Coins', '金币', 'កាក់'], ['Pearl', '珍珠', 'គុជ'], ['Warrior', '勇士', 'អ្នកចម្បាំង'],
];
/** every live table plays the demo vendors' shared baccarat table (server/vendors/engines/catalog.ts): the names say so */
const LIVE_TABLES: readonly Word[] = [
  ['Baccarat', '百家乐', 'បាការ៉ា'], ['Speed Baccarat', '极速百家乐', 'បាការ៉ារហ័ស'], ['Squeeze Baccarat', '咪牌百家乐', 'បាការ៉ាបើកបៀ'],
  ['No Commission Baccarat', '免佣百家乐', 'បាការ៉ាគ្មានកម្រៃ'], ['VIP Baccarat', '贵宾百家乐', 'បាការ៉ា VIP'],
];
const CARD_GAMES: readonly Word[] = [
  ["Texas Hold'em", '德州扑克', 'ប៉ុកឺតិចសាស់'], ['Niu Niu', '牛牛', 'នីវនីវ'], ['Fan Tan', '番摊', 'ហ្វានតាន'],
  ['Mahjong', '麻将', 'ម៉ាចុង'], ['Rummy', '拉米', 'រ៉ាមី'], ['Poker', '扑克', 'ប៉ុកឺ'],
];
const LOTTO_PLACES: readonly Word[] = [
  ['Hanoi', '河内', 'ហាណូយ'], ['Ho Chi Minh', '胡志明', 'ហូជីមិញ'], ['Da Nang', '岘港', 'ដាណាំង'], ['Phnom Penh', '金边', 'ភ្នំពេញ'],
  ['Bangkok', '曼谷', 'បាងកក'], ['Kuala Lumpur', '吉隆坡', 'គូឡាឡាំពួ'], ['Singapore', '新加坡', 'សិង្ហបុរី'], ['Jakarta', '雅加达', 'ហ្សាការតា'],
  ['Manila', '马尼拉', 'ម៉ានីល'], ['Siem Reap', '暹粒', 'សៀមរាប'],
];
const ELOTT_GAMES: readonly Word[] = [
  ['1-minute Lotto', '1分彩', 'ឆ្នោត ១ នាទី'], ['3-minute Lotto', '3分彩', 'ឆ្នោត ៣ នាទី'], ['5-minute Lotto', '5分彩', 'ឆ្នោត ៥ នាទី'],
  ['Fast 3', '快3', 'រហ័ស ៣'], ['PK10', 'PK10', 'PK10'], ['11x5', '11选5', '១១ជ្រើស៥'],
];

function suffix(round: number): string {
  return round === 0 ? '' : ` ${round + 1}`;
}

/** The i-th slot name (adjective × noun, numbered once the pool is used up); fish games add "Fishing". */
export function slotName(i: number, fish: boolean): Names {
  const pool = ADJECTIVES.length * NOUNS.length;
  const k = i % pool;
  const a = ADJECTIVES[k % ADJECTIVES.length] as Word;
  const n = NOUNS[Math.floor(k / ADJECTIVES.length)] as Word;
  const s = suffix(Math.floor(i / pool));
  if (fish) return { en: `${a[0]} ${n[0]} Fishing${s}`, zh: `${a[1]}${n[1]}捕鱼${s}`, km: `បាញ់ត្រី${n[2]}${a[2]}${s}` };
  return { en: `${a[0]} ${n[0]}${s}`, zh: `${a[1]}${n[1]}${s}`, km: `${n[2]}${a[2]}${s}` };
}

function numbered(pool: readonly Word[], i: number): Names {
  const w = pool[i % pool.length] as Word;
  const s = suffix(Math.floor(i / pool.length));
  return { en: `${w[0]}${s}`, zh: `${w[1]}${s}`, km: `${w[2]}${s}` };
}

export const liveName = (i: number) => numbered(LIVE_TABLES, i);
export const cardName = (i: number) => numbered(CARD_GAMES, i);
export function lottoName(i: number): Names {
  const p = numbered(LOTTO_PLACES, i);
  return { en: `${p.en} Lotto`, zh: `${p.zh}彩票`, km: `ឆ្នោត${p.km}` };
}
export const elottName = (i: number) => numbered(ELOTT_GAMES, i);
export function sportsName(vendor: string, list: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT'): Names {
  if (list === 'ESPORTS') return { en: `${vendor} Esports`, zh: `${vendor} 电竞`, km: `កីឡាអេឡិចត្រូនិក ${vendor}` };
  if (list === 'COCKFIGHT') return { en: `${vendor} Cockfight`, zh: `${vendor} 斗鸡`, km: `ជល់មាន់ ${vendor}` };
  return { en: `${vendor} Sports`, zh: `${vendor} 体育`, km: `កីឡា ${vendor}` };
}
