/**
 * Help centre content per language (`{brand}` and `{age}` filled per brand). Each entry has a tag
 * links can open (`/m/help?tag=terms`) and optional sub-items (`c`).
 */
type Lang = 'en' | 'zh' | 'km';
type Item = readonly [title: string, html: string];
export type HelpSource = { tag: string; text: Record<Lang, Item>; children: Record<Lang, Item[]> };

export const HELP: HelpSource[] = [
  {
    tag: 'about',
    text: {
      en: ['About us', '<p>{brand} is an online games site for players aged {age} and over. Games come from licensed providers.</p>'],
      zh: ['关于我们', '<p>{brand} 是面向 {age} 岁及以上玩家的在线游戏网站。游戏均来自持牌供应商。</p>'],
      km: ['អំពីយើង', '<p>{brand} គឺជាគេហទំព័រហ្គេមអនឡាញសម្រាប់អ្នកលេងដែលមានអាយុ {age} ឆ្នាំឡើងទៅ។ ហ្គេមមកពីអ្នកផ្តល់ដែលមានអាជ្ញាប័ណ្ណ។</p>'],
    },
    children: { en: [], zh: [], km: [] },
  },
  {
    tag: 'deposit',
    text: {
      en: ['Deposits', '<p>Open <b>Deposit</b>, choose a method, enter the amount and follow the steps.</p>'],
      zh: ['存款', '<p>打开<b>存款</b>，选择方式，输入金额并按步骤操作。</p>'],
      km: ['ការដាក់ប្រាក់', '<p>បើក<b>ដាក់ប្រាក់</b> ជ្រើសរើសវិធី បញ្ចូលចំនួនទឹកប្រាក់ ហើយអនុវត្តតាមជំហាន។</p>'],
    },
    children: {
      en: [
        [
          'How long does a deposit take?',
          '<p>Online payments arrive at once; bank transfers after staff confirm them, usually within 15 minutes.</p>',
        ],
        ['Minimum deposit', '<p>The deposit page shows the limits of each method.</p>'],
      ],
      zh: [
        ['存款需要多长时间？', '<p>在线支付即时到账；银行转账需工作人员确认，通常在 15 分钟内。</p>'],
        ['最低存款', '<p>存款页面显示每种方式的限额。</p>'],
      ],
      km: [
        ['ការដាក់ប្រាក់ចំណាយពេលប៉ុន្មាន?', '<p>ការទូទាត់អនឡាញចូលភ្លាមៗ ការផ្ទេរតាមធនាគារបន្ទាប់ពីបុគ្គលិកបញ្ជាក់ ជាធម្មតាក្នុងរយៈពេល 15 នាទី។</p>'],
        ['ការដាក់ប្រាក់អប្បបរមា', '<p>ទំព័រដាក់ប្រាក់បង្ហាញដែនកំណត់នៃវិធីនីមួយៗ។</p>'],
      ],
    },
  },
  {
    tag: 'withdraw',
    text: {
      en: ['Withdrawals', '<p>Add a bank card in the security centre, then open <b>Withdraw</b>.</p>'],
      zh: ['取款', '<p>先在安全中心绑定银行卡，然后打开<b>取款</b>。</p>'],
      km: ['ការដកប្រាក់', '<p>បន្ថែមកាតធនាគារនៅក្នុងមជ្ឈមណ្ឌលសុវត្ថិភាព បន្ទាប់មកបើក<b>ដកប្រាក់</b>។</p>'],
    },
    children: {
      en: [['Why is my withdrawal pending?', '<p>Bonuses need their turnover first; staff check every withdrawal.</p>']],
      zh: [['为什么我的取款在处理中？', '<p>奖金需先完成流水要求；工作人员会审核每笔取款。</p>']],
      km: [['ហេតុអ្វីការដកប្រាក់របស់ខ្ញុំកំពុងរង់ចាំ?', '<p>ប្រាក់រង្វាន់ត្រូវការការភ្នាល់ជាមុនសិន បុគ្គលិកពិនិត្យរាល់ការដកប្រាក់។</p>']],
    },
  },
  {
    tag: 'responsible',
    text: {
      en: [
        'Responsible gaming',
        '<p>Set deposit and loss limits, take a time-out or exclude yourself in your profile. Only players aged {age} or over may play.</p>',
      ],
      zh: ['理性游戏', '<p>您可以在个人资料中设置存款和亏损限额、暂停或自我禁入。只有 {age} 岁及以上的玩家才能参与。</p>'],
      km: [
        'ការលេងដោយការទទួលខុសត្រូវ',
        '<p>កំណត់ដែនកំណត់ប្រាក់ដាក់ និងការខាតបង់ ឈប់សម្រាក ឬដកខ្លួនចេញនៅក្នុងប្រវត្តិរូបរបស់អ្នក។ មានតែអ្នកលេងដែលមានអាយុ {age} ឆ្នាំឡើងទៅប៉ុណ្ណោះដែលអាចលេងបាន។</p>',
      ],
    },
    children: { en: [], zh: [], km: [] },
  },
  {
    tag: 'terms',
    text: {
      en: [
        'Terms and conditions',
        '<p>By registering at {brand} you accept these terms.</p><ol><li>You are {age} or older.</li><li>One account per person.</li><li>Bonuses follow the rules of each promotion.</li></ol>',
      ],
      zh: [
        '条款与条件',
        '<p>在{brand}注册即表示您接受以下条款。</p><ol><li>您已年满 {age} 岁。</li><li>每人仅限一个账户。</li><li>奖金遵守各活动的规则。</li></ol>',
      ],
      km: [
        'លក្ខខណ្ឌ',
        '<p>ដោយការចុះឈ្មោះនៅ {brand} អ្នកយល់ព្រមតាមលក្ខខណ្ឌទាំងនេះ។</p><ol><li>អ្នកមានអាយុ {age} ឆ្នាំឬលើសពីនេះ។</li><li>មួយគណនីក្នុងមួយនាក់។</li><li>ប្រាក់រង្វាន់អនុវត្តតាមច្បាប់នៃការផ្សព្វផ្សាយនីមួយៗ។</li></ol>',
      ],
    },
    children: {
      en: [
        ['Accounts', '<p>Keep your password secret; staff never ask for it.</p>'],
        ['Bonuses', '<p>A bonus must be wagered as its promotion says before withdrawal.</p>'],
      ],
      zh: [
        ['账户', '<p>请妥善保管密码；工作人员绝不会索要密码。</p>'],
        ['奖金', '<p>奖金须按活动规定完成流水后方可提款。</p>'],
      ],
      km: [
        ['គណនី', '<p>រក្សាពាក្យសម្ងាត់របស់អ្នកជាការសម្ងាត់ បុគ្គលិកមិនដែលសួររកវាទេ។</p>'],
        ['ប្រាក់រង្វាន់', '<p>ប្រាក់រង្វាន់ត្រូវតែភ្នាល់តាមការផ្សព្វផ្សាយមុនពេលដកប្រាក់។</p>'],
      ],
    },
  },
  {
    tag: 'privacy',
    text: {
      en: ['Privacy', '<p>{brand} keeps your data to run your account and never sells it.</p>'],
      zh: ['隐私政策', '<p>{brand} 仅为运营您的账户保存数据，绝不出售。</p>'],
      km: ['ឯកជនភាព', '<p>{brand} រក្សាទុកទិន្នន័យរបស់អ្នកដើម្បីដំណើរការគណនីរបស់អ្នក ហើយមិនដែលលក់វាទេ។</p>'],
    },
    children: { en: [], zh: [], km: [] },
  },
];
