/** The game pages' strings in Japanese (i18n.ts). */
import type { Strings } from './i18n.js';

const JA: Strings = {
  close: '閉じる', balance: '残高', stake: 'ベット額', play: 'スピン', shoot: '発射', deal: 'ディール', draw: '抽選',
  win: '当たり！', lose: 'はずれ', freePlay: '無料プレイ', fairness: '公平性', seedHash: 'サーバーシードのハッシュ',
  clientSeed: 'クライアントシード', nonce: 'ノンス', rotate: 'シードを公開して新しいシードを開始', revealed: '公開されたサーバーシード',
  verify: 'ラウンドを検証', buy: 'ボーナス購入', jackpot: 'ジャックポット', bet: 'ベットする', cancel: 'ベットを取り消す',
  open: 'ベット受付中', closesIn: 'ベット締切まで', results: '結果', myBets: 'マイベット', slip: 'ベットスリップ',
  odds: 'オッズ', pick: 'あなたの番号', tradition: 'トラディション', entertainment: 'エンターテインメント', target: 'ターゲット',
  hit: '命中！', miss: 'ミス', card: 'あなたのカード', balls: 'ボール', expired: 'このゲームリンクは有効期限が切れています。',
  error: 'エラーが発生しました。', freeSpins: 'フリースピン', paused: '一時停止中：続けるにはサイト上のメッセージに応答してください。',
  dealer: 'ディーラー', you: 'あなた', hitCard: 'ヒット', stand: 'スタンド', double: 'ダブル', blackjack: 'ブラックジャック！', push: 'プッシュ：ベット額を返却',
  bust: 'バスト', blackjackRules: 'ブラックジャックの配当は 3:2。ディーラーはすべての 17 でスタンド。最初の 2 枚でダブルできます。',
  realityDue: 'リアリティチェックの時間です：プレイを続けるにはサイト上のリマインダーに応答してください。',
  slowDown: 'リクエストが多すぎます：少し待ってから {s} 秒後にもう一度お試しください。',
  yourLimits: 'マイ上限', limitSession: 'セッション時間の上限に達しました：休憩してください。', limitLeft: '残り',
  lossLimit_day: '1日の損失上限により、このベットはできません', lossLimit_week: '1週間の損失上限により、このベットはできません',
  lossLimit_month: '1か月の損失上限により、このベットはできません', wagerLimit_day: '1日のベット上限により、このベットはできません',
  wagerLimit_week: '1週間のベット上限により、このベットはできません', wagerLimit_month: '1か月のベット上限により、このベットはできません',
  rolling_day: '直近 24 時間で計算', rolling_week: '直近 7 日間で計算', rolling_month: '直近 30 日間で計算',
  game: 'ゲーム', fairnessCheck: '公平性の検証', engine: 'ゲームエンジン', serverSeed: 'サーバーシード', seconds: '{s} 秒',
  fish_shrimp: 'エビ', fish_puffer: 'フグ', fish_turtle: 'ウミガメ', fish_shark: 'サメ', fish_dragon: 'ドラゴン',
  pick_home: 'ホーム', pick_draw: '引き分け', pick_away: 'アウェイ', pick_meron: '赤コーナー', pick_wala: '青コーナー',
  pick_player: 'プレイヤー', pick_banker: 'バンカー', pick_tie: 'タイ', pick_big: '大', pick_small: '小', pick_odd: '奇数', pick_even: '偶数',
  status_open: '結果待ち', status_settling: '精算中', status_cancelling: '取消中', status_cancelled: '取消済み',
  status_won: '当選', status_lost: '落選', status_push: 'ベット額返却',
  dragon: 'ドラゴン', tiger: 'タイガー', tie: 'タイ', sea: '海と魚たち', sound: 'サウンド', reels: 'リール',
  sym_cherry: 'チェリー', sym_lemon: 'レモン', sym_bell: 'ベル', sym_bar: 'バー', sym_seven: 'セブン', sym_scatter: 'スキャッター',
};
export default JA;
