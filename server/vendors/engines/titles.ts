/**
 * Event titles in the player's language (the vendor pages localise in en, zh, km): sportsbook
 * fixtures are "home vs away" with team names drawn from the fixture number (public, so every
 * player and every process names an event alike); a baccarat round and a lottery draw say what
 * they are and their number.
 */
export type TitleLanguage = 'en' | 'zh' | 'km';
type Word = readonly [en: string, zh: string, km: string];
export type SportKind = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';

/** 'km', 'KM', 'zh-CN', 'cn' → a title language; anything else is English */
export function titleLanguage(language?: string): TitleLanguage {
  const l = (language ?? '').toLowerCase().slice(0, 2);
  if (l === 'zh' || l === 'cn') return 'zh';
  return l === 'km' ? 'km' : 'en';
}

const CITIES: readonly Word[] = [
  ['Phnom Penh', '金边', 'ភ្នំពេញ'], ['Siem Reap', '暹粒', 'សៀមរាប'], ['Battambang', '马德望', 'បាត់ដំបង'],
  ['Kampot', '贡布', 'កំពត'], ['Sihanoukville', '西哈努克港', 'ក្រុងព្រះសីហនុ'], ['Kep', '白马', 'កែប'],
  ['Takeo', '茶胶', 'តាកែវ'], ['Kampong Cham', '磅湛', 'កំពង់ចាម'], ['Kratie', '桔井', 'ក្រចេះ'],
  ['Pursat', '菩萨', 'ពោធិ៍សាត់'], ['Koh Kong', '戈公', 'កោះកុង'], ['Prey Veng', '波萝勉', 'ព្រៃវែង'],
];
const NICKNAMES: readonly Word[] = [
  ['Tigers', '猛虎', 'ខ្លា'], ['Eagles', '雄鹰', 'ឥន្ទ្រី'], ['Lions', '雄狮', 'តោ'],
  ['Dragons', '神龙', 'នាគ'], ['Warriors', '勇士', 'អ្នកចម្បាំង'], ['Stars', '之星', 'តារា'],
];
/** esports teams keep their (English) names in every language, as real ones do */
const ESPORTS_TEAMS: readonly string[] = [
  'Team Naga', 'Cobra Gaming', 'Apsara Esports', 'Lotus Five', 'Royal Dragons', 'Golden Kites',
  'Mekong Wolves', 'Angkor Titans', 'Neon Tigers', 'Storm Owls', 'Jade Vipers', 'Iron Monks',
];
const ROOSTERS: readonly Word[] = [
  ['Red Rooster', '红冠鸡', 'មាន់ក្រហម'], ['Black Rooster', '黑羽鸡', 'មាន់ខ្មៅ'], ['White Rooster', '白羽鸡', 'មាន់ស'],
  ['Golden Rooster', '金羽鸡', 'មាន់មាស'], ['Grey Rooster', '灰羽鸡', 'មាន់ប្រផេះ'], ['Brown Rooster', '棕羽鸡', 'មាន់ត្នោត'],
  ['Silver Rooster', '银羽鸡', 'មាន់ប្រាក់'],
];
const VS: Record<TitleLanguage, (a: string, b: string) => string> = {
  en: (a, b) => `${a} vs ${b}`,
  zh: (a, b) => `${a} 对 ${b}`,
  km: (a, b) => `${a} ទល់នឹង ${b}`,
};
const LANG_INDEX: Record<TitleLanguage, 0 | 1 | 2> = { en: 0, zh: 1, km: 2 };

/** how many distinct sides a kind has; the fixture draws two different ones */
export function sidesOf(kind: SportKind): number {
  if (kind === 'ESPORTS') return ESPORTS_TEAMS.length;
  if (kind === 'COCKFIGHT') return ROOSTERS.length;
  return CITIES.length * NICKNAMES.length;
}

/**
 * Two different sides from two numbers of the fixture's hash; two football clubs are from
 * different cities.
 */
export function pairOf(kind: SportKind, a: number, b: number): [home: number, away: number] {
  if (kind === 'SPORTS') {
    const c = CITIES.length;
    const home = a % c;
    const away = (home + 1 + (b % (c - 1))) % c;
    return [home + c * (Math.floor(a / c) % NICKNAMES.length), away + c * (Math.floor(b / c) % NICKNAMES.length)];
  }
  const n = sidesOf(kind);
  const home = a % n;
  return [home, (home + 1 + (b % (n - 1))) % n];
}

/** side n of a kind in a language; football clubs are "city nickname" ("Kampot Tigers", Khmer: nickname then city) */
export function sideName(kind: SportKind, n: number, language: TitleLanguage): string {
  const i = LANG_INDEX[language];
  if (kind === 'ESPORTS') return ESPORTS_TEAMS[n % ESPORTS_TEAMS.length] ?? '';
  if (kind === 'COCKFIGHT') return (ROOSTERS[n % ROOSTERS.length] as Word)[i];
  const city = (CITIES[n % CITIES.length] as Word)[i];
  const nick = (NICKNAMES[Math.floor(n / CITIES.length) % NICKNAMES.length] as Word)[i];
  if (language === 'km') return `${nick}${city}`;
  return language === 'zh' ? `${city}${nick}` : `${city} ${nick}`;
}

export function versus(home: string, away: string, language: TitleLanguage): string {
  return VS[language](home, away);
}

export function baccaratTitle(index: number, language: TitleLanguage): string {
  if (language === 'zh') return `百家乐 第 ${index} 局`;
  if (language === 'km') return `បាការ៉ា ជុំទី ${index}`;
  return `Baccarat round ${index}`;
}

export function drawTitle(index: number, language: TitleLanguage): string {
  if (language === 'zh') return `第 ${index} 期开奖`;
  if (language === 'km') return `ការចាប់ឆ្នោតលើកទី ${index}`;
  return `Draw ${index}`;
}
