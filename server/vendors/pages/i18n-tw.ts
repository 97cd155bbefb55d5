/** The game pages' strings in Traditional Chinese (i18n.ts). */
import type { Strings } from './i18n.js';

const TW: Strings = {
  close: '關閉', balance: '餘額', stake: '投注額', play: '旋轉', shoot: '射擊', deal: '發牌', draw: '開獎',
  win: '你贏了', lose: '未中獎', freePlay: '免費試玩', fairness: '公平性', seedHash: '伺服器種子雜湊',
  clientSeed: '用戶端種子', nonce: '隨機數序號', rotate: '公開種子並開始新種子', revealed: '已公開的伺服器種子',
  verify: '驗證一局', buy: '購買獎勵', jackpot: '彩金', bet: '下注', cancel: '取消注單',
  open: '可以下注', closesIn: '停止下注倒數', results: '開獎結果', myBets: '我的注單', slip: '注單',
  odds: '賠率', pick: '你的號碼', tradition: '傳統', entertainment: '娛樂', target: '目標',
  hit: '命中！', miss: '未命中', card: '你的卡', balls: '球號', expired: '此遊戲連結已過期。',
  error: '發生錯誤。', freeSpins: '免費旋轉', paused: '已暫停：請先回覆網站上的提示再繼續。',
  dealer: '莊家', you: '你', hitCard: '要牌', stand: '停牌', double: '加倍', blackjack: '二十一點！', push: '平局：退還投注',
  bust: '爆牌', blackjackRules: '二十一點賠付 3:2。莊家所有 17 點停牌。前兩張牌可加倍。',
  realityDue: '遊戲時間提醒：請先在網站上回覆提醒，再繼續遊戲。',
  slowDown: '操作過於頻繁：請放慢速度，{s} 秒後再試。',
  yourLimits: '我的限額', limitSession: '已達到您的遊戲時長限制：請休息一下。', limitLeft: '剩餘',
  lossLimit_day: '您的每日虧損上限阻止了此注', lossLimit_week: '您的每週虧損上限阻止了此注',
  lossLimit_month: '您的每月虧損上限阻止了此注', wagerLimit_day: '您的每日投注上限阻止了此注',
  wagerLimit_week: '您的每週投注上限阻止了此注', wagerLimit_month: '您的每月投注上限阻止了此注',
  rolling_day: '按最近 24 小時計算', rolling_week: '按最近 7 天計算', rolling_month: '按最近 30 天計算',
  game: '遊戲', fairnessCheck: '公平性驗證', engine: '遊戲引擎', serverSeed: '伺服器種子', seconds: '{s} 秒',
  fish_shrimp: '蝦', fish_puffer: '河豚', fish_turtle: '海龜', fish_shark: '鯊魚', fish_dragon: '龍',
  pick_home: '主隊', pick_draw: '平局', pick_away: '客隊', pick_meron: '紅方', pick_wala: '藍方',
  pick_player: '閒', pick_banker: '莊', pick_tie: '和', pick_big: '大', pick_small: '小', pick_odd: '單', pick_even: '雙',
  status_open: '待開獎', status_settling: '結算中', status_cancelling: '取消中', status_cancelled: '已取消',
  status_won: '已中獎', status_lost: '未中獎', status_push: '已退還本金',
  dragon: '龍', tiger: '虎', tie: '和', sea: '海洋與魚群', sound: '聲音', reels: '轉軸',
  sym_cherry: '櫻桃', sym_lemon: '檸檬', sym_bell: '鈴鐺', sym_bar: '橫槓', sym_seven: '七', sym_scatter: '分散',
};
export default TW;
