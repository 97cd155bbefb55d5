/** The demo content in Simplified Chinese. */
import type { SeedText } from './shape';

export const zh: SeedText = {
  categories: { newMembers: '新会员', daily: '每日优惠', vip: 'VIP专享' },
  promotions: {
    welcome: [
      '100% 首存奖励',
      '<p>在{brand}完成首次存款后申请，我们为您加倍。</p><ul><li>每位会员限申请一次</li><li>提款前需完成奖金 10 倍流水</li></ul>',
    ],
    checkIn: ['每日签到奖励', '<p>每天登录即可领取小额奖金。长期活动。</p>'],
    bigWin: ['分享您的大奖', '<p>赢了大奖？上传中奖截图并告诉我们游戏名称。</p>'],
    birthday: ['VIP 生日礼金', '<p>VIP 会员生日当月可获得礼金。请上传您的证件照片。</p>'],
    rebate: ['每周 1% 返水', '<p>每周返还您流水的 1%。请告诉我们您玩过的游戏。</p>'],
  },
  homeBanners: { welcome: '首存奖励', slots: '老虎机', live: '真人娱乐' },
  groupBanners: {
    promotion: '优惠活动',
    rng: '老虎机',
    sports: '体育',
    pvp: '棋牌',
    live: '真人娱乐',
    fish: '捕鱼',
    lott: '彩票',
    elott: '电子彩票',
    reg: '立即注册',
  },
  notices: {
    welcome: ['欢迎来到{brand}', '<p>感谢您加入<b>{brand}</b>。</p><p>存款几分钟内到账；如有问题请随时联系客服。</p>'],
    maintenance: ['系统维护通知', '<p>部分游戏供应商将于周日 02:00 至 04:00 进行维护。</p>'],
    newGames: ['每周上新游戏', '<p>探索本周新增的老虎机和捕鱼游戏。</p>'],
    responsible: ['理性游戏', '<p>您可以在理性游戏设置中设定存款和亏损限额。</p>'],
    ended: ['上月活动已结束', '<p>本活动已结束。</p>'],
    next: ['下周预告', '<p>新锦标赛将于下周开始。</p>'],
  },
  popups: {
    gift: ['新会员礼包', '<p>今天存款即可获得<b>100% 首存奖励</b>。</p>'],
    safeDeposit: ['安全存款', '<p>请只向存款页面显示的账户存款。工作人员绝不会索要您的密码。</p>'],
  },
  hot: { jackpotWeek: ['奖池周', '<p>本周所有奖池游戏均有额外抽奖。</p>'] },
  agent: {
    commission: ['佣金结算', '<p>上月佣金将于每月 5 日结算。</p>'],
    tools: ['代理新工具', '<p>团队报表现在显示日工资和分红契约。</p>'],
  },
  help: {
    about: ['关于我们', '<p>{brand} 是面向 {age} 岁及以上玩家的在线游戏网站。游戏均来自持牌供应商。</p>'],
    deposit: ['存款', '<p>打开<b>存款</b>，选择方式，输入金额并按步骤操作。</p>'],
    depositTime: ['存款需要多长时间？', '<p>在线支付即时到账；银行转账需工作人员确认，通常在 15 分钟内。</p>'],
    depositMinimum: ['最低存款', '<p>存款页面显示每种方式的限额。</p>'],
    withdraw: ['取款', '<p>先在安全中心绑定银行卡，然后打开<b>取款</b>。</p>'],
    withdrawPending: ['为什么我的取款在处理中？', '<p>奖金需先完成流水要求；工作人员会审核每笔取款。</p>'],
    responsible: ['理性游戏', '<p>您可以在个人资料中设置存款和亏损限额、暂停或自我禁入。只有 {age} 岁及以上的玩家才能参与。</p>'],
    terms: [
      '条款与条件',
      '<p>在{brand}注册即表示您接受以下条款。</p><ol><li>您已年满 {age} 岁。</li><li>每人仅限一个账户。</li><li>奖金遵守各活动的规则。</li></ol>',
    ],
    termsAccounts: ['账户', '<p>请妥善保管密码；工作人员绝不会索要密码。</p>'],
    termsBonuses: ['奖金', '<p>奖金须按活动规定完成流水后方可提款。</p>'],
    privacy: ['隐私政策', '<p>{brand} 仅为运营您的账户保存数据，绝不出售。</p>'],
  },
};
