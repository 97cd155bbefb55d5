/**
 * The demo content every brand starts with, in km, zh and en (`{brand}` becomes the brand name).
 * Each entry: [title, HTML content]. Art comes from `art.ts`.
 */
export type Tri = Record<'en' | 'zh' | 'km', readonly [string, string]>;

export const CATEGORIES = [
  { en: 'New members', zh: '新会员', km: 'សមាជិកថ្មី' },
  { en: 'Daily', zh: '每日优惠', km: 'ប្រចាំថ្ងៃ' },
  { en: 'VIP', zh: 'VIP专享', km: 'VIP' },
] as const;

/** Promotions (type PR). `cats` are indexes into CATEGORIES; `reward` in major units of the brand currency. */
export const PROMOTIONS: {
  text: Tri;
  cats: number[];
  days: number | null;
  image: boolean;
  remark: boolean;
  reward: number | null;
  turnover: number;
}[] = [
  {
    text: {
      en: [
        '100% welcome bonus',
        '<p>Make your first deposit at {brand} and apply: we double it.</p><ul><li>One application per member</li><li>Turnover 10 times the bonus before withdrawal</li></ul>',
      ],
      zh: [
        '100% 首存奖励',
        '<p>在{brand}完成首次存款后申请，我们为您加倍。</p><ul><li>每位会员限申请一次</li><li>提款前需完成奖金 10 倍流水</li></ul>',
      ],
      km: [
        'ប្រាក់រង្វាន់ស្វាគមន៍ 100%',
        '<p>ដាក់ប្រាក់ជាលើកដំបូងនៅ {brand} ហើយដាក់ពាក្យ៖ យើងបង្កើនទ្វេដង។</p><ul><li>ដាក់ពាក្យម្តងក្នុងមួយសមាជិក</li><li>ត្រូវភ្នាល់ 10 ដងនៃប្រាក់រង្វាន់មុនពេលដកប្រាក់</li></ul>',
      ],
    },
    cats: [0],
    days: 90,
    image: false,
    remark: true,
    reward: 50,
    turnover: 10,
  },
  {
    text: {
      en: ['Daily check-in bonus', '<p>Log in every day and claim a small bonus. A long-term promotion.</p>'],
      zh: ['每日签到奖励', '<p>每天登录即可领取小额奖金。长期活动。</p>'],
      km: ['ប្រាក់រង្វាន់ចុះឈ្មោះប្រចាំថ្ងៃ', '<p>ចូលរៀងរាល់ថ្ងៃ ហើយទទួលប្រាក់រង្វាន់តិចតួច។ ការផ្សព្វផ្សាយរយៈពេលវែង។</p>'],
    },
    cats: [1],
    days: null,
    image: false,
    remark: false,
    reward: 2,
    turnover: 1,
  },
  {
    text: {
      en: ['Share your big win', '<p>Won big? Upload a screenshot of the win and tell us the game.</p>'],
      zh: ['分享您的大奖', '<p>赢了大奖？上传中奖截图并告诉我们游戏名称。</p>'],
      km: ['ចែករំលែកការឈ្នះធំរបស់អ្នក', '<p>ឈ្នះធំមែនទេ? បង្ហោះរូបថតអេក្រង់នៃការឈ្នះ ហើយប្រាប់យើងពីឈ្មោះហ្គេម។</p>'],
    },
    cats: [1],
    days: 30,
    image: true,
    remark: true,
    reward: 10,
    turnover: 3,
  },
  {
    text: {
      en: ['VIP birthday gift', '<p>VIP members get a gift in their birthday month. Upload a photo of your ID.</p>'],
      zh: ['VIP 生日礼金', '<p>VIP 会员生日当月可获得礼金。请上传您的证件照片。</p>'],
      km: ['អំណោយថ្ងៃកំណើត VIP', '<p>សមាជិក VIP ទទួលបានអំណោយក្នុងខែកំណើត។ សូមបង្ហោះរូបថតអត្តសញ្ញាណប័ណ្ណរបស់អ្នក។</p>'],
    },
    cats: [2],
    days: null,
    image: true,
    remark: false,
    reward: 20,
    turnover: 5,
  },
  {
    text: {
      en: ['Weekly 1% rebate', '<p>Get 1% of your weekly turnover back. Tell us which games you played.</p>'],
      zh: ['每周 1% 返水', '<p>每周返还您流水的 1%。请告诉我们您玩过的游戏。</p>'],
      km: ['ប្រាក់បង្វិលសង 1% ប្រចាំសប្តាហ៍', '<p>ទទួលបាន 1% នៃការភ្នាល់ប្រចាំសប្តាហ៍របស់អ្នកវិញ។ ប្រាប់យើងពីហ្គេមដែលអ្នកបានលេង។</p>'],
    },
    cats: [1, 2],
    days: 60,
    image: false,
    remark: true,
    reward: null,
    turnover: 0,
  },
];

export const HOME_BANNERS: { text: Tri; url: string }[] = [
  {
    text: { en: ['Welcome bonus', ''], zh: ['首存奖励', ''], km: ['ប្រាក់រង្វាន់ស្វាគមន៍', ''] },
    url: 'promotion:0',
  },
  { text: { en: ['Slots', ''], zh: ['老虎机', ''], km: ['ស្លុត', ''] }, url: '/m/slot-games' },
  { text: { en: ['Live casino', ''], zh: ['真人娱乐', ''], km: ['កាស៊ីណូផ្ទាល់', ''] }, url: '/m/live-games' },
];

/** One banner for each other group, linking to its page. */
export const GROUP_BANNERS = [
  { group: 'm_promotion', url: '/m/activity', text: { en: 'Promotions', zh: '优惠活动', km: 'ការផ្សព្វផ្សាយ' } },
  { group: 'm_rng', url: '/m/slot-games', text: { en: 'Slots', zh: '老虎机', km: 'ស្លុត' } },
  { group: 'm_sports', url: '/m/sport-games', text: { en: 'Sports', zh: '体育', km: 'កីឡា' } },
  { group: 'm_pvp', url: '/m/poker-games', text: { en: 'Card games', zh: '棋牌', km: 'ល្បែងបៀ' } },
  { group: 'm_live', url: '/m/live-games', text: { en: 'Live casino', zh: '真人娱乐', km: 'កាស៊ីណូផ្ទាល់' } },
  { group: 'm_fish', url: '/m/fishing-games', text: { en: 'Fishing', zh: '捕鱼', km: 'បាញ់ត្រី' } },
  { group: 'm_lott', url: '/m/lott', text: { en: 'Lottery', zh: '彩票', km: 'ឆ្នោត' } },
  { group: 'm_elott', url: '/m/elott', text: { en: 'E-lottery', zh: '电子彩票', km: 'ឆ្នោតអេឡិចត្រូនិក' } },
  { group: 'm_reg', url: '/m/register', text: { en: 'Join today', zh: '立即注册', km: 'ចុះឈ្មោះថ្ងៃនេះ' } },
] as const;

/** Player notices (PL): `from`/`to` in days from the seeding time (to null: no expiry). */
export const NOTICES: { text: Tri; from: number; to: number | null }[] = [
  {
    text: {
      en: [
        'Welcome to {brand}',
        '<p>Thank you for joining <b>{brand}</b>.</p><p>Deposits are credited within minutes; contact customer service any time.</p>',
      ],
      zh: ['欢迎来到{brand}', '<p>感谢您加入<b>{brand}</b>。</p><p>存款几分钟内到账；如有问题请随时联系客服。</p>'],
      km: ['សូមស្វាគមន៍មកកាន់ {brand}', '<p>សូមអរគុណដែលបានចូលរួមជាមួយ <b>{brand}</b>។</p><p>ប្រាក់ដាក់ចូលក្នុងរយៈពេលប៉ុន្មាននាទី សូមទាក់ទងសេវាអតិថិជនគ្រប់ពេល។</p>'],
    },
    from: -2,
    to: 180,
  },
  {
    text: {
      en: ['Scheduled maintenance', '<p>Some game providers will be under maintenance on Sunday from 02:00 to 04:00.</p>'],
      zh: ['系统维护通知', '<p>部分游戏供应商将于周日 02:00 至 04:00 进行维护。</p>'],
      km: ['ការថែទាំតាមកាលវិភាគ', '<p>អ្នកផ្តល់ហ្គេមមួយចំនួននឹងស្ថិតក្រោមការថែទាំនៅថ្ងៃអាទិត្យ ពីម៉ោង 02:00 ដល់ 04:00។</p>'],
    },
    from: -1,
    to: 30,
  },
  {
    text: {
      en: ['New games every week', '<p>Discover the new slots and fishing games added this week.</p>'],
      zh: ['每周上新游戏', '<p>探索本周新增的老虎机和捕鱼游戏。</p>'],
      km: ['ហ្គេមថ្មីរៀងរាល់សប្តាហ៍', '<p>ស្វែងរកហ្គេមស្លុត និងហ្គេមបាញ់ត្រីថ្មីៗដែលបានបន្ថែមក្នុងសប្តាហ៍នេះ។</p>'],
    },
    from: -1,
    to: null,
  },
  {
    text: {
      en: ['Play responsibly', '<p>Set deposit and loss limits in your responsible gaming settings.</p>'],
      zh: ['理性游戏', '<p>您可以在理性游戏设置中设定存款和亏损限额。</p>'],
      km: ['លេងដោយការទទួលខុសត្រូវ', '<p>កំណត់ដែនកំណត់ប្រាក់ដាក់ និងការខាតបង់នៅក្នុងការកំណត់ការលេងដោយការទទួលខុសត្រូវ។</p>'],
    },
    from: 0,
    to: null,
  },
  {
    text: {
      en: ['Last month event ended', '<p>This event has ended.</p>'],
      zh: ['上月活动已结束', '<p>本活动已结束。</p>'],
      km: ['ព្រឹត្តិការណ៍ខែមុនបានបញ្ចប់', '<p>ព្រឹត្តិការណ៍នេះបានបញ្ចប់។</p>'],
    },
    from: -40,
    to: -10,
  },
  {
    text: {
      en: ['Coming next week', '<p>A new tournament starts next week.</p>'],
      zh: ['下周预告', '<p>新锦标赛将于下周开始。</p>'],
      km: ['នឹងមកដល់សប្តាហ៍ក្រោយ', '<p>ការប្រកួតថ្មីនឹងចាប់ផ្តើមនៅសប្តាហ៍ក្រោយ។</p>'],
    },
    from: 7,
    to: 60,
  },
];

export const POPUPS: Tri[] = [
  {
    en: ['A gift for new members', '<p>Deposit today and get a <b>100% welcome bonus</b>.</p>'],
    zh: ['新会员礼包', '<p>今天存款即可获得<b>100% 首存奖励</b>。</p>'],
    km: ['អំណោយសម្រាប់សមាជិកថ្មី', '<p>ដាក់ប្រាក់ថ្ងៃនេះ ហើយទទួលបាន<b>ប្រាក់រង្វាន់ស្វាគមន៍ 100%</b>។</p>'],
  },
  {
    en: ['Deposit safely', '<p>Only deposit to the accounts shown in the deposit page. Staff will never ask for your password.</p>'],
    zh: ['安全存款', '<p>请只向存款页面显示的账户存款。工作人员绝不会索要您的密码。</p>'],
    km: ['ដាក់ប្រាក់ដោយសុវត្ថិភាព', '<p>សូមដាក់ប្រាក់តែទៅគណនីដែលបង្ហាញនៅទំព័រដាក់ប្រាក់ប៉ុណ្ណោះ។ បុគ្គលិកនឹងមិនសួររកពាក្យសម្ងាត់របស់អ្នកទេ។</p>'],
  },
];

export const HOT: Tri[] = [
  {
    en: ['Jackpot week', '<p>Every jackpot game pays a bonus draw this week.</p>'],
    zh: ['奖池周', '<p>本周所有奖池游戏均有额外抽奖。</p>'],
    km: ['សប្តាហ៍ជែកផត', '<p>ហ្គេមជែកផតទាំងអស់មានការចាប់រង្វាន់បន្ថែមក្នុងសប្តាហ៍នេះ។</p>'],
  },
];

export const AGENT: Tri[] = [
  {
    en: ['Commission settlement', '<p>Commissions for last month are settled on the 5th.</p>'],
    zh: ['佣金结算', '<p>上月佣金将于每月 5 日结算。</p>'],
    km: ['ការទូទាត់កម្រៃជើងសារ', '<p>កម្រៃជើងសារខែមុននឹងត្រូវទូទាត់នៅថ្ងៃទី 5។</p>'],
  },
  {
    en: ['New agent tools', '<p>Team reports now show daily salary and dividend contracts.</p>'],
    zh: ['代理新工具', '<p>团队报表现在显示日工资和分红契约。</p>'],
    km: ['ឧបករណ៍ភ្នាក់ងារថ្មី', '<p>របាយការណ៍ក្រុមឥឡូវនេះបង្ហាញកិច្ចសន្យាប្រាក់ខែប្រចាំថ្ងៃ និងភាគលាភ។</p>'],
  },
];
