/** The demo content in Traditional Chinese (Taiwan vocabulary). */
import type { SeedText } from './shape';

export const tw: SeedText = {
  categories: { newMembers: '新會員', daily: '每日優惠', vip: 'VIP專屬' },
  promotions: {
    welcome: [
      '100% 首存紅利',
      '<p>在{brand}完成首次存款後申請，我們為您加倍。</p><ul><li>每位會員限申請一次</li><li>提款前需完成紅利 10 倍投注量</li></ul>',
    ],
    checkIn: ['每日簽到紅利', '<p>每天登入即可領取小額紅利。長期活動。</p>'],
    bigWin: ['分享您的大獎', '<p>贏得大獎了嗎？上傳中獎截圖並告訴我們遊戲名稱。</p>'],
    birthday: ['VIP 生日禮金', '<p>VIP 會員生日當月可獲得禮金。請上傳您的證件照片。</p>'],
    rebate: ['每週 1% 返水', '<p>每週返還您投注量的 1%。請告訴我們您玩過的遊戲。</p>'],
  },
  homeBanners: { welcome: '首存紅利', slots: '老虎機', live: '真人娛樂場' },
  groupBanners: {
    promotion: '優惠活動',
    rng: '老虎機',
    sports: '體育',
    pvp: '棋牌',
    live: '真人娛樂場',
    fish: '捕魚',
    lott: '彩券',
    elott: '電子彩券',
    reg: '立即註冊',
  },
  notices: {
    welcome: ['歡迎來到{brand}', '<p>感謝您加入<b>{brand}</b>。</p><p>存款數分鐘內入帳；如有問題請隨時聯絡客服。</p>'],
    maintenance: ['系統維護公告', '<p>部分遊戲供應商將於週日 02:00 至 04:00 進行維護。</p>'],
    newGames: ['每週新遊戲上架', '<p>探索本週新增的老虎機與捕魚遊戲。</p>'],
    responsible: ['負責任博弈', '<p>您可以在負責任博弈設定中設定存款上限與虧損上限。</p>'],
    ended: ['上月活動已結束', '<p>本活動已結束。</p>'],
    next: ['下週預告', '<p>新錦標賽將於下週開始。</p>'],
  },
  popups: {
    gift: ['新會員禮包', '<p>今天存款即可獲得<b>100% 首存紅利</b>。</p>'],
    safeDeposit: ['安全存款', '<p>請只向存款頁面顯示的帳戶存款。工作人員絕不會向您索取密碼。</p>'],
  },
  hot: { jackpotWeek: ['彩金週', '<p>本週所有彩金遊戲皆有額外抽獎。</p>'] },
  agent: {
    commission: ['佣金結算', '<p>上月佣金將於每月 5 日結算。</p>'],
    tools: ['代理新工具', '<p>團隊報表現在會顯示日薪與分紅契約。</p>'],
  },
  help: {
    about: ['關於我們', '<p>{brand} 是專為 {age} 歲以上玩家提供的線上遊戲網站。遊戲皆來自持牌供應商。</p>'],
    deposit: ['存款', '<p>開啟<b>存款</b>，選擇方式，輸入金額並依步驟操作。</p>'],
    depositTime: ['存款需要多久？', '<p>線上支付即時入帳；銀行轉帳需工作人員確認，通常在 15 分鐘內完成。</p>'],
    depositMinimum: ['最低存款', '<p>存款頁面會顯示每種方式的限額。</p>'],
    withdraw: ['提款', '<p>請先在安全中心綁定銀行帳戶，再開啟<b>提款</b>。</p>'],
    withdrawPending: ['為什麼我的提款還在處理中？', '<p>紅利需先完成投注量要求；工作人員會審核每筆提款。</p>'],
    responsible: ['負責任博弈', '<p>您可以在個人資料中設定存款與虧損上限、暫停或自我排除。僅限 {age} 歲以上的玩家參與。</p>'],
    terms: [
      '條款與細則',
      '<p>在{brand}註冊即表示您同意以下條款。</p><ol><li>您已年滿 {age} 歲。</li><li>每人限一個帳號。</li><li>紅利依各項活動規則辦理。</li></ol>',
    ],
    termsAccounts: ['帳號', '<p>請妥善保管密碼；工作人員絕不會向您索取密碼。</p>'],
    termsBonuses: ['紅利', '<p>紅利須依活動規定完成投注量後方可提款。</p>'],
    privacy: ['隱私權政策', '<p>{brand} 僅為經營您的帳號保存資料，絕不出售。</p>'],
  },
};
