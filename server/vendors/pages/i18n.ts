/** The game pages' own strings (a vendor ships its own localisation): en, zh, km. */
const EN = {
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
};
type Strings = typeof EN;
const ZH: Strings = {
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
};
const KM: Strings = {
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
};

const ALL: Record<string, Strings> = { en: EN, zh: ZH, cn: ZH, km: KM };
let current: Strings = EN;

export function setLanguage(language: string): void {
  current = ALL[language.toLowerCase().slice(0, 2)] ?? EN;
  document.documentElement.lang = language.toLowerCase().slice(0, 2);
}

export function t(key: keyof Strings): string {
  return current[key];
}
