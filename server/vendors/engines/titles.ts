/**
 * Event titles in the player's language (every language of the table): sportsbook fixtures are
 * "home vs away" with team names drawn from the fixture number (public, so every player and every
 * process names an event alike); a baccarat round and a lottery draw say what they are and their
 * number. Each word list has the same length in every language (`event-titles.test.ts`).
 */
import type { LanguageCode } from '../../../src/contracts/languages';
import { languageOfHeader } from '../../i18n/request-language';

export type TitleLanguage = LanguageCode;
export type SportKind = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';
type Words = { readonly [L in LanguageCode]: readonly string[] };

/** 'km', 'KM', 'zh-CN', 'cn', 'zh-TW', 'th' → a language of the table; anything else is English */
export function titleLanguage(language?: string): TitleLanguage {
  return languageOfHeader(language) ?? 'en';
}

export const CITIES: Words = {
  en: [
    'Phnom Penh',
    'Siem Reap',
    'Battambang',
    'Kampot',
    'Sihanoukville',
    'Kep',
    'Takeo',
    'Kampong Cham',
    'Kratie',
    'Pursat',
    'Koh Kong',
    'Prey Veng',
  ],
  zh: ['金边', '暹粒', '马德望', '贡布', '西哈努克港', '白马', '茶胶', '磅湛', '桔井', '菩萨', '戈公', '波萝勉'],
  km: ['ភ្នំពេញ', 'សៀមរាប', 'បាត់ដំបង', 'កំពត', 'ក្រុងព្រះសីហនុ', 'កែប', 'តាកែវ', 'កំពង់ចាម', 'ក្រចេះ', 'ពោធិ៍សាត់', 'កោះកុង', 'ព្រៃវែង'],
  tw: ['金邊', '暹粒', '馬德望', '貢布', '西哈努克港', '白馬', '茶膠', '磅湛', '桔井', '菩薩', '戈公', '波蘿勉'],
  ja: [
    'プノンペン',
    'シェムリアップ',
    'バッタンバン',
    'カンポット',
    'シアヌークビル',
    'ケップ',
    'タケオ',
    'コンポンチャム',
    'クラチエ',
    'ポーサット',
    'コッコン',
    'プレイベン',
  ],
  ko: ['프놈펜', '시엠립', '바탐방', '캄폿', '시아누크빌', '껩', '따께오', '껌뽕짬', '끄라쩨', '뽀삿', '꺼꽁', '쁘레이벵'],
  th: ['พนมเปญ', 'เสียมราฐ', 'พระตะบอง', 'กำปอต', 'สีหนุวิลล์', 'แกบ', 'ตาแก้ว', 'กำปงจาม', 'กระแจะ', 'โพธิสัตว์', 'เกาะกง', 'เปรยแวง'],
  vi: [
    'Phnôm Pênh',
    'Xiêm Riệp',
    'Bát Tam Bang',
    'Cam Pốt',
    'Xi-ha-núc-vin',
    'Kép',
    'Ta Keo',
    'Công Pông Chàm',
    'Kra-chê',
    'Pu-xát',
    'Kô Kông',
    'Prây Veng',
  ],
  my: ['ဖနွမ်ပင်', 'ဆီအမ်ရိတ်', 'ဘတ်တမ်ဘန်', 'ကမ်ပေါ့', 'ဆီဟာနု့ဗီးလ်', 'ကက်ပ်', 'တာကဲဗ်', 'ကမ်ပုံချမ်', 'ကရာချေး', 'ပူဆတ်', 'ကော့ကောင်', 'ပရေးဗဲန်'],
  es: [
    'Nom Pen',
    'Siem Riep',
    'Battambang',
    'Kampot',
    'Sihanoukville',
    'Kep',
    'Takeo',
    'Kompong Cham',
    'Kratie',
    'Pursat',
    'Koh Kong',
    'Prey Veng',
  ],
  pt: [
    'Phnom Penh',
    'Siem Reap',
    'Battambang',
    'Kampot',
    'Sihanoukville',
    'Kep',
    'Takeo',
    'Kampong Cham',
    'Kratie',
    'Pursat',
    'Koh Kong',
    'Prey Veng',
  ],
  id: [
    'Phnom Penh',
    'Siem Reap',
    'Battambang',
    'Kampot',
    'Sihanoukville',
    'Kep',
    'Takeo',
    'Kampong Cham',
    'Kratie',
    'Pursat',
    'Koh Kong',
    'Prey Veng',
  ],
  ms: [
    'Phnom Penh',
    'Siem Reap',
    'Battambang',
    'Kampot',
    'Sihanoukville',
    'Kep',
    'Takeo',
    'Kampong Cham',
    'Kratie',
    'Pursat',
    'Koh Kong',
    'Prey Veng',
  ],
  hi: ['नोम पेन्ह', 'सिएम रीप', 'बट्टामबांग', 'काम्पोट', 'सिहानुकविल', 'केप', 'ताकेओ', 'कम्पोंग चाम', 'क्राचे', 'पुरसात', 'कोह कोंग', 'प्रे वेंग'],
  ru: [
    'Пномпень',
    'Сиемреап',
    'Баттамбанг',
    'Кампот',
    'Сиануквиль',
    'Кеп',
    'Такео',
    'Кампонгтям',
    'Кратьэх',
    'Пурсат',
    'Кахконг',
    'Прейвенг',
  ],
  ar: [
    'بنوم بنه',
    'سيام ريب',
    'باتامبانغ',
    'كامبوت',
    'سيهانوكفيل',
    'كيب',
    'تاكيو',
    'كامبونغ تشام',
    'كراتي',
    'بورسات',
    'كوه كونغ',
    'بري فينغ',
  ],
};
export const NICKNAMES: Words = {
  en: ['Tigers', 'Eagles', 'Lions', 'Dragons', 'Warriors', 'Stars'],
  zh: ['猛虎', '雄鹰', '雄狮', '神龙', '勇士', '之星'],
  km: ['ខ្លា', 'ឥន្ទ្រី', 'តោ', 'នាគ', 'អ្នកចម្បាំង', 'តារា'],
  tw: ['猛虎', '雄鷹', '雄獅', '神龍', '勇士', '之星'],
  ja: ['タイガース', 'イーグルス', 'ライオンズ', 'ドラゴンズ', 'ウォリアーズ', 'スターズ'],
  ko: ['타이거즈', '이글스', '라이온즈', '드래곤즈', '워리어스', '스타즈'],
  th: ['เสือ', 'อินทรี', 'สิงห์', 'มังกร', 'นักรบ', 'ดาวรุ่ง'],
  vi: ['Hổ', 'Đại Bàng', 'Sư Tử', 'Rồng', 'Chiến Binh', 'Ngôi Sao'],
  my: ['ကျားများ', 'လင်းယုန်များ', 'ခြင်္သေ့များ', 'နဂါးများ', 'သူရဲကောင်းများ', 'ကြယ်များ'],
  es: ['Tigres', 'Águilas', 'Leones', 'Dragones', 'Guerreros', 'Estrellas'],
  pt: ['Tigres', 'Águias', 'Leões', 'Dragões', 'Guerreiros', 'Estrelas'],
  id: ['Harimau', 'Elang', 'Singa', 'Naga', 'Ksatria', 'Bintang'],
  ms: ['Harimau', 'Helang', 'Singa', 'Naga', 'Pahlawan', 'Bintang'],
  hi: ['टाइगर्स', 'ईगल्स', 'लायंस', 'ड्रैगन्स', 'वॉरियर्स', 'स्टार्स'],
  ru: ['Тигры', 'Орлы', 'Львы', 'Драконы', 'Воины', 'Звёзды'],
  ar: ['نمور', 'نسور', 'أسود', 'تنانين', 'محاربو', 'نجوم'],
};
/** a football club: its city and nickname in the language's order ("Kampot Tigers", "Tigres de Kampot", "أسود كامبوت") */
const CLUB: { readonly [L in LanguageCode]: (city: string, nick: string) => string } = {
  en: (c, n) => `${c} ${n}`,
  zh: (c, n) => `${c}${n}`,
  tw: (c, n) => `${c}${n}`,
  km: (c, n) => `${n}${c}`,
  ja: (c, n) => `${c}・${n}`,
  ko: (c, n) => `${c} ${n}`,
  th: (c, n) => `${n}${c}`,
  vi: (c, n) => `${n} ${c}`,
  my: (c, n) => `${c} ${n}`,
  es: (c, n) => `${n} de ${c}`,
  pt: (c, n) => `${n} de ${c}`,
  id: (c, n) => `${n} ${c}`,
  ms: (c, n) => `${n} ${c}`,
  hi: (c, n) => `${c} ${n}`,
  ru: (c, n) => `«${n}» ${c}`,
  ar: (c, n) => `${n} ${c}`,
};
/** esports teams keep their (English) names in every language, as real ones do */
const ESPORTS_TEAMS: readonly string[] = [
  'Team Naga',
  'Cobra Gaming',
  'Apsara Esports',
  'Lotus Five',
  'Royal Dragons',
  'Golden Kites',
  'Mekong Wolves',
  'Angkor Titans',
  'Neon Tigers',
  'Storm Owls',
  'Jade Vipers',
  'Iron Monks',
];
export const ROOSTERS: Words = {
  en: ['Red Rooster', 'Black Rooster', 'White Rooster', 'Golden Rooster', 'Grey Rooster', 'Brown Rooster', 'Silver Rooster'],
  zh: ['红冠鸡', '黑羽鸡', '白羽鸡', '金羽鸡', '灰羽鸡', '棕羽鸡', '银羽鸡'],
  km: ['មាន់ក្រហម', 'មាន់ខ្មៅ', 'មាន់ស', 'មាន់មាស', 'មាន់ប្រផេះ', 'មាន់ត្នោត', 'មាន់ប្រាក់'],
  tw: ['紅冠雞', '黑羽雞', '白羽雞', '金羽雞', '灰羽雞', '棕羽雞', '銀羽雞'],
  ja: ['赤鶏', '黒鶏', '白鶏', '金鶏', '灰鶏', '茶鶏', '銀鶏'],
  ko: ['붉은 수탉', '검은 수탉', '흰 수탉', '황금 수탉', '회색 수탉', '갈색 수탉', '은빛 수탉'],
  th: ['ไก่แดง', 'ไก่ดำ', 'ไก่ขาว', 'ไก่ทอง', 'ไก่เทา', 'ไก่น้ำตาล', 'ไก่เงิน'],
  vi: ['Gà Đỏ', 'Gà Ô', 'Gà Trắng', 'Gà Vàng', 'Gà Xám', 'Gà Nâu', 'Gà Bạc'],
  my: ['ကြက်နီ', 'ကြက်နက်', 'ကြက်ဖြူ', 'ကြက်ရွှေ', 'ကြက်မီးခိုး', 'ကြက်ညို', 'ကြက်ငွေ'],
  es: ['Gallo Rojo', 'Gallo Negro', 'Gallo Blanco', 'Gallo Dorado', 'Gallo Gris', 'Gallo Marrón', 'Gallo Plateado'],
  pt: ['Galo Vermelho', 'Galo Preto', 'Galo Branco', 'Galo Dourado', 'Galo Cinza', 'Galo Marrom', 'Galo Prateado'],
  id: ['Ayam Merah', 'Ayam Hitam', 'Ayam Putih', 'Ayam Emas', 'Ayam Abu-abu', 'Ayam Cokelat', 'Ayam Perak'],
  ms: ['Ayam Merah', 'Ayam Hitam', 'Ayam Putih', 'Ayam Emas', 'Ayam Kelabu', 'Ayam Coklat', 'Ayam Perak'],
  hi: ['लाल मुर्गा', 'काला मुर्गा', 'सफ़ेद मुर्गा', 'सुनहरा मुर्गा', 'धूसर मुर्गा', 'भूरा मुर्गा', 'रुपहला मुर्गा'],
  ru: ['Красный петух', 'Чёрный петух', 'Белый петух', 'Золотой петух', 'Серый петух', 'Бурый петух', 'Серебряный петух'],
  ar: ['الديك الأحمر', 'الديك الأسود', 'الديك الأبيض', 'الديك الذهبي', 'الديك الرمادي', 'الديك البني', 'الديك الفضي'],
};
const VS: { readonly [L in LanguageCode]: (a: string, b: string) => string } = {
  en: (a, b) => `${a} vs ${b}`,
  zh: (a, b) => `${a} 对 ${b}`,
  km: (a, b) => `${a} ទល់នឹង ${b}`,
  tw: (a, b) => `${a} 對 ${b}`,
  ja: (a, b) => `${a} 対 ${b}`,
  ko: (a, b) => `${a} 대 ${b}`,
  th: (a, b) => `${a} พบ ${b}`,
  vi: (a, b) => `${a} – ${b}`,
  my: (a, b) => `${a} နှင့် ${b}`,
  es: (a, b) => `${a} – ${b}`,
  pt: (a, b) => `${a} x ${b}`,
  id: (a, b) => `${a} lawan ${b}`,
  ms: (a, b) => `${a} lwn ${b}`,
  hi: (a, b) => `${a} बनाम ${b}`,
  ru: (a, b) => `${a} — ${b}`,
  ar: (a, b) => `${a} ضد ${b}`,
};
const BACCARAT_ROUND: { readonly [L in LanguageCode]: (n: number) => string } = {
  en: (n) => `Baccarat round ${n}`,
  zh: (n) => `百家乐 第 ${n} 局`,
  km: (n) => `បាការ៉ា ជុំទី ${n}`,
  tw: (n) => `百家樂 第 ${n} 局`,
  ja: (n) => `バカラ 第${n}ラウンド`,
  ko: (n) => `바카라 ${n}라운드`,
  th: (n) => `บาคาร่า รอบที่ ${n}`,
  vi: (n) => `Baccarat ván ${n}`,
  my: (n) => `ဘာကာရာ ပွဲစဉ် ${n}`,
  es: (n) => `Bacará, ronda ${n}`,
  pt: (n) => `Bacará, rodada ${n}`,
  id: (n) => `Bakarat ronde ${n}`,
  ms: (n) => `Bakarat pusingan ${n}`,
  hi: (n) => `बैकारेट राउंड ${n}`,
  ru: (n) => `Баккара, раунд ${n}`,
  ar: (n) => `باكارا، الجولة ${n}`,
};
const DRAW: { readonly [L in LanguageCode]: (n: number) => string } = {
  en: (n) => `Draw ${n}`,
  zh: (n) => `第 ${n} 期开奖`,
  km: (n) => `ការចាប់ឆ្នោតលើកទី ${n}`,
  tw: (n) => `第 ${n} 期開獎`,
  ja: (n) => `第${n}回抽選`,
  ko: (n) => `${n}회차 추첨`,
  th: (n) => `งวดที่ ${n}`,
  vi: (n) => `Kỳ quay số ${n}`,
  my: (n) => `ထီဖွင့်ပွဲ ${n}`,
  es: (n) => `Sorteo ${n}`,
  pt: (n) => `Sorteio ${n}`,
  id: (n) => `Undian ${n}`,
  ms: (n) => `Cabutan ${n}`,
  hi: (n) => `ड्रॉ ${n}`,
  ru: (n) => `Тираж ${n}`,
  ar: (n) => `السحب ${n}`,
};

const at = (list: readonly string[], i: number) => list[i % list.length] ?? '';

/** how many distinct sides a kind has; the fixture draws two different ones */
export function sidesOf(kind: SportKind): number {
  if (kind === 'ESPORTS') return ESPORTS_TEAMS.length;
  if (kind === 'COCKFIGHT') return ROOSTERS.en.length;
  return CITIES.en.length * NICKNAMES.en.length;
}

/**
 * Two different sides from two numbers of the fixture's hash; two football clubs are from
 * different cities.
 */
export function pairOf(kind: SportKind, a: number, b: number): [home: number, away: number] {
  if (kind === 'SPORTS') {
    const c = CITIES.en.length;
    const home = a % c;
    const away = (home + 1 + (b % (c - 1))) % c;
    return [home + c * (Math.floor(a / c) % NICKNAMES.en.length), away + c * (Math.floor(b / c) % NICKNAMES.en.length)];
  }
  const n = sidesOf(kind);
  const home = a % n;
  return [home, (home + 1 + (b % (n - 1))) % n];
}

/** side n of a kind in a language; football clubs are a city and a nickname in the language's order */
export function sideName(kind: SportKind, n: number, language: TitleLanguage): string {
  if (kind === 'ESPORTS') return at(ESPORTS_TEAMS, n);
  if (kind === 'COCKFIGHT') return at(ROOSTERS[language], n);
  const c = CITIES.en.length;
  return CLUB[language](at(CITIES[language], n % c), at(NICKNAMES[language], Math.floor(n / c)));
}

export function versus(home: string, away: string, language: TitleLanguage): string {
  return VS[language](home, away);
}

export function baccaratTitle(index: number, language: TitleLanguage): string {
  return BACCARAT_ROUND[language](index);
}

export function drawTitle(index: number, language: TitleLanguage): string {
  return DRAW[language](index);
}
