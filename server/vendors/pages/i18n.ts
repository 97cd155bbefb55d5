/**
 * The game pages' own strings (a vendor ships its own localisation), in every language of the
 * site's table. en, zh and km are here; each other language is its own module, `i18n-<code>.ts`,
 * fetched only by a page in that language. Every module is typed `Strings`: a key added here must
 * be added to every language (tsc refuses a missing one; `server/vendors/pages-i18n.test.ts` checks
 * them all).
 */
export const EN = {
  close: 'Close', balance: 'Balance', stake: 'Stake', play: 'Spin', shoot: 'Shoot', deal: 'Deal', draw: 'Draw',
  win: 'You win', lose: 'No win', freePlay: 'Free play', fairness: 'Fairness', seedHash: 'Server seed hash',
  clientSeed: 'Client seed', nonce: 'Nonce', rotate: 'Reveal seed and start a new one', revealed: 'Revealed server seed',
  verify: 'Check a round', buy: 'Buy bonus', jackpot: 'Jackpot', bet: 'Place bet', cancel: 'Cancel bet',
  open: 'Open for bets', closesIn: 'Bets close in', results: 'Results', myBets: 'My bets', slip: 'Bet slip',
  odds: 'Odds', pick: 'Your number', tradition: 'Tradition', entertainment: 'Entertainment', target: 'Target',
  hit: 'Hit!', miss: 'Missed', card: 'Your card', balls: 'Balls', expired: 'This game link has expired.',
  error: 'Something went wrong.', freeSpins: 'Free spins', paused: 'Paused: answer the message on the site to continue.',
  dealer: 'Dealer', you: 'You', hitCard: 'Hit', stand: 'Stand', double: 'Double', blackjack: 'Blackjack!', push: 'Push: stake returned',
  bust: 'Bust', blackjackRules: 'Blackjack pays 3:2. Dealer stands on all 17s. Double on the first two cards.',
  realityDue: 'Time for a reality check: answer the reminder on the site to keep playing.',
  slowDown: 'Too many requests: slow down and try again in {s} s.',
  yourLimits: 'Your limits', limitSession: 'Your session time limit is reached: take a break.', limitLeft: 'left',
  lossLimit_day: 'Your daily loss limit stops this bet', lossLimit_week: 'Your weekly loss limit stops this bet',
  lossLimit_month: 'Your monthly loss limit stops this bet', wagerLimit_day: 'Your daily wager limit stops this bet',
  wagerLimit_week: 'Your weekly wager limit stops this bet', wagerLimit_month: 'Your monthly wager limit stops this bet',
  rolling_day: 'counted over the last 24 hours', rolling_week: 'counted over the last 7 days', rolling_month: 'counted over the last 30 days',
  game: 'Game', fairnessCheck: 'Fairness check', engine: 'Game engine', serverSeed: 'Server seed', seconds: '{s} s',
  fish_shrimp: 'Shrimp', fish_puffer: 'Puffer fish', fish_turtle: 'Turtle', fish_shark: 'Shark', fish_dragon: 'Dragon',
  pick_home: 'Home', pick_draw: 'Draw', pick_away: 'Away', pick_meron: 'Meron', pick_wala: 'Wala',
  pick_player: 'Player', pick_banker: 'Banker', pick_tie: 'Tie', pick_big: 'Big', pick_small: 'Small', pick_odd: 'Odd', pick_even: 'Even',
  status_open: 'Awaiting result', status_settling: 'Settling', status_cancelling: 'Cancelling', status_cancelled: 'Cancelled',
  status_won: 'Won', status_lost: 'Lost', status_push: 'Stake returned',
  dragon: 'Dragon', tiger: 'Tiger', tie: 'Tie', sea: 'The sea and its fish', sound: 'Sound', reels: 'Reels',
  sym_cherry: 'Cherry', sym_lemon: 'Lemon', sym_bell: 'Bell', sym_bar: 'Bar', sym_seven: 'Seven', sym_scatter: 'Scatter',
};
export type Strings = { readonly [K in keyof typeof EN]: string };
export const ZH: Strings = {
  close: '关闭', balance: '余额', stake: '投注额', play: '旋转', shoot: '射击', deal: '发牌', draw: '开奖',
  win: '你赢了', lose: '未中奖', freePlay: '试玩', fairness: '公平性', seedHash: '服务器种子哈希',
  clientSeed: '客户端种子', nonce: '随机数序号', rotate: '公开种子并开始新种子', revealed: '已公开的服务器种子',
  verify: '验证一局', buy: '购买奖励', jackpot: '奖池', bet: '下注', cancel: '取消注单',
  open: '可以下注', closesIn: '停止下注倒计时', results: '开奖结果', myBets: '我的注单', slip: '投注单',
  odds: '赔率', pick: '你的号码', tradition: '传统', entertainment: '娱乐', target: '目标',
  hit: '命中！', miss: '未命中', card: '你的卡', balls: '球号', expired: '此游戏链接已过期。',
  error: '出错了。', freeSpins: '免费旋转', paused: '已暂停：请先回复网站上的提示再继续。',
  dealer: '庄家', you: '你', hitCard: '要牌', stand: '停牌', double: '加倍', blackjack: '黑杰克！', push: '平局：退还投注',
  bust: '爆牌', blackjackRules: '黑杰克赔付 3:2。庄家所有 17 点停牌。前两张牌可加倍。',
  realityDue: '游戏提醒：请先在网站上回复提醒，再继续游戏。',
  slowDown: '操作过于频繁：请放慢速度，{s} 秒后再试。',
  yourLimits: '我的限额', limitSession: '已达到您的游戏时长限制：请休息一下。', limitLeft: '剩余',
  lossLimit_day: '您的每日亏损限额阻止了此注', lossLimit_week: '您的每周亏损限额阻止了此注',
  lossLimit_month: '您的每月亏损限额阻止了此注', wagerLimit_day: '您的每日投注限额阻止了此注',
  wagerLimit_week: '您的每周投注限额阻止了此注', wagerLimit_month: '您的每月投注限额阻止了此注',
  rolling_day: '按最近 24 小时计算', rolling_week: '按最近 7 天计算', rolling_month: '按最近 30 天计算',
  game: '游戏', fairnessCheck: '公平性验证', engine: '游戏引擎', serverSeed: '服务器种子', seconds: '{s} 秒',
  fish_shrimp: '虾', fish_puffer: '河豚', fish_turtle: '海龟', fish_shark: '鲨鱼', fish_dragon: '龙',
  pick_home: '主队', pick_draw: '平局', pick_away: '客队', pick_meron: '红方', pick_wala: '蓝方',
  pick_player: '闲', pick_banker: '庄', pick_tie: '和', pick_big: '大', pick_small: '小', pick_odd: '单', pick_even: '双',
  status_open: '待开奖', status_settling: '结算中', status_cancelling: '取消中', status_cancelled: '已取消',
  status_won: '已中奖', status_lost: '未中奖', status_push: '已退还本金',
  dragon: '龙', tiger: '虎', tie: '和', sea: '海洋与鱼群', sound: '声音', reels: '转轴',
  sym_cherry: '樱桃', sym_lemon: '柠檬', sym_bell: '铃铛', sym_bar: '横杠', sym_seven: '七', sym_scatter: '分散',
};
export const KM: Strings = {
  close: 'បិទ', balance: 'សមតុល្យ', stake: 'ភ្នាល់', play: 'បង្វិល', shoot: 'បាញ់', deal: 'ចែកបៀ', draw: 'ចាប់ឆ្នោត',
  win: 'អ្នកឈ្នះ', lose: 'មិនឈ្នះ', freePlay: 'លេងសាកល្បង', fairness: 'ភាពយុត្តិធម៌', seedHash: 'ហាសគ្រាប់ពូជម៉ាស៊ីនមេ',
  clientSeed: 'គ្រាប់ពូជអតិថិជន', nonce: 'លេខរៀងជុំ', rotate: 'បង្ហាញគ្រាប់ពូជ ហើយចាប់ផ្តើមថ្មី', revealed: 'គ្រាប់ពូជម៉ាស៊ីនមេដែលបានបង្ហាញ',
  verify: 'ពិនិត្យជុំមួយ', buy: 'ទិញប្រាក់រង្វាន់', jackpot: 'ជែកផត', bet: 'ដាក់ភ្នាល់', cancel: 'បោះបង់ការភ្នាល់',
  open: 'បើកទទួលភ្នាល់', closesIn: 'បិទភ្នាល់ក្នុង', results: 'លទ្ធផល', myBets: 'ការភ្នាល់របស់ខ្ញុំ', slip: 'ប័ណ្ណភ្នាល់',
  odds: 'អត្រា', pick: 'លេខរបស់អ្នក', tradition: 'ប្រពៃណី', entertainment: 'កម្សាន្ត', target: 'គោលដៅ',
  hit: 'ត្រូវ!', miss: 'ខុស', card: 'កាតរបស់អ្នក', balls: 'គ្រាប់បាល់', expired: 'តំណហ្គេមនេះផុតកំណត់ហើយ។',
  error: 'មានបញ្ហាកើតឡើង។', freeSpins: 'បង្វិលឥតគិតថ្លៃ', paused: 'បានផ្អាក៖ សូមឆ្លើយសារនៅលើគេហទំព័រ ដើម្បីបន្ត។',
  dealer: 'អ្នកចែកបៀ', you: 'អ្នក', hitCard: 'យកបៀ', stand: 'ឈប់', double: 'ភ្នាល់ទ្វេ', blackjack: 'ប្លាក់ជែក!', push: 'ស្មើ៖ ប្រគល់ប្រាក់ភ្នាល់វិញ',
  bust: 'លើស ២១', blackjackRules: 'ប្លាក់ជែកសង ៣:២។ អ្នកចែកបៀឈប់នៅ ១៧ គ្រប់ប្រភេទ។ ភ្នាល់ទ្វេបានលើបៀពីរសន្លឹកដំបូង។',
  realityDue: 'ដល់ពេលពិនិត្យការលេង៖ សូមឆ្លើយការរំលឹកនៅលើគេហទំព័រ ដើម្បីបន្តលេង។',
  slowDown: 'សំណើច្រើនពេក៖ សូមលេងយឺតបន្តិច ហើយព្យាយាមម្ដងទៀតក្នុងរយៈពេល {s} វិនាទី។',
  yourLimits: 'ដែនកំណត់របស់ខ្ញុំ', limitSession: 'ដល់ដែនកំណត់ពេលលេងរបស់អ្នកហើយ៖ សូមសម្រាកសិន។', limitLeft: 'នៅសល់',
  lossLimit_day: 'ដែនកំណត់ខាតប្រចាំថ្ងៃរបស់អ្នកបានរារាំងការភ្នាល់នេះ', lossLimit_week: 'ដែនកំណត់ខាតប្រចាំសប្តាហ៍របស់អ្នកបានរារាំងការភ្នាល់នេះ',
  lossLimit_month: 'ដែនកំណត់ខាតប្រចាំខែរបស់អ្នកបានរារាំងការភ្នាល់នេះ', wagerLimit_day: 'ដែនកំណត់ភ្នាល់ប្រចាំថ្ងៃរបស់អ្នកបានរារាំងការភ្នាល់នេះ',
  wagerLimit_week: 'ដែនកំណត់ភ្នាល់ប្រចាំសប្តាហ៍របស់អ្នកបានរារាំងការភ្នាល់នេះ', wagerLimit_month: 'ដែនកំណត់ភ្នាល់ប្រចាំខែរបស់អ្នកបានរារាំងការភ្នាល់នេះ',
  rolling_day: 'គិតលើ ២៤ ម៉ោងចុងក្រោយ', rolling_week: 'គិតលើ ៧ ថ្ងៃចុងក្រោយ', rolling_month: 'គិតលើ ៣០ ថ្ងៃចុងក្រោយ',
  game: 'ហ្គេម', fairnessCheck: 'ពិនិត្យភាពយុត្តិធម៌', engine: 'ម៉ាស៊ីនហ្គេម', serverSeed: 'គ្រាប់ពូជម៉ាស៊ីនមេ', seconds: '{s} វិនាទី',
  fish_shrimp: 'បង្គា', fish_puffer: 'ត្រីកំពត', fish_turtle: 'អណ្តើក', fish_shark: 'ត្រីឆ្លាម', fish_dragon: 'នាគ',
  pick_home: 'ម្ចាស់ផ្ទះ', pick_draw: 'ស្មើ', pick_away: 'ភ្ញៀវ', pick_meron: 'ជើងក្រហម', pick_wala: 'ជើងខៀវ',
  pick_player: 'អ្នកលេង', pick_banker: 'ម្ចាស់បៀ', pick_tie: 'ស្មើ', pick_big: 'ធំ', pick_small: 'តូច', pick_odd: 'សេស', pick_even: 'គូ',
  status_open: 'រង់ចាំលទ្ធផល', status_settling: 'កំពុងទូទាត់', status_cancelling: 'កំពុងបោះបង់', status_cancelled: 'បានបោះបង់',
  status_won: 'បានឈ្នះ', status_lost: 'ចាញ់', status_push: 'បានប្រគល់ប្រាក់ភ្នាល់វិញ',
  dragon: 'នាគ', tiger: 'ខ្លា', tie: 'ស្មើ', sea: 'សមុទ្រ និងត្រី', sound: 'សំឡេង', reels: 'រង្វិល',
  sym_cherry: 'ផ្លែឆឺរី', sym_lemon: 'ក្រូចឆ្មា', sym_bell: 'កណ្តឹង', sym_bar: 'បារ', sym_seven: 'លេខប្រាំពីរ', sym_scatter: 'ស្កាតធ័រ',
};

/** The languages a page can be in: the site's table (`src/contracts/languages.ts`). */
export const PAGE_LANGUAGES = ['km', 'zh', 'en', 'ja', 'th', 'vi', 'my', 'es', 'hi', 'id', 'ko', 'ms', 'pt', 'tw', 'ru', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
const BUILT_IN: Partial<Record<PageLanguage, Strings>> = { en: EN, zh: ZH, km: KM };
let current: Strings = EN;

/** 'th', 'TH', 'zh-CN', 'cn', 'zh-TW', 'ar-SA' → a page language; a language outside the table reads English */
export function pageLanguageOf(language: string): PageLanguage {
  const l = language.trim().toLowerCase();
  if (l === 'cn') return 'zh';
  if (l === 'zh-tw' || l === 'zh-hant' || l.startsWith('zh-hant-')) return 'tw';
  const code = l.slice(0, 2);
  return (PAGE_LANGUAGES as readonly string[]).includes(code) ? (code as PageLanguage) : 'en';
}

/** Switches the page's strings (fetching the language's module when it is not built in), `<html lang dir>` with them. */
export async function setLanguage(language: string): Promise<void> {
  const code = pageLanguageOf(language);
  current = BUILT_IN[code] ?? ((await import(`./i18n-${code}.js`)) as { default: Strings }).default;
  document.documentElement.lang = code === 'tw' ? 'zh-TW' : code;
  document.documentElement.dir = code === 'ar' ? 'rtl' : 'ltr';
}

export function t(key: keyof Strings): string {
  return current[key];
}

/** The words for a game value: a fish, a bet option, a ticket status (`label('pick', 'big')`); a value without words (lottery digits) as it is. */
export function label(kind: 'fish' | 'pick' | 'status', value: string): string {
  const key = `${kind}_${value}`;
  return key in current ? current[key as keyof Strings] : value;
}
