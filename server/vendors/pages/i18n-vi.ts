/** The game pages' strings in Vietnamese (i18n.ts). */
import type { Strings } from './i18n.js';

const VI: Strings = {
  close: 'Đóng', balance: 'Số dư', stake: 'Tiền cược', play: 'Quay', shoot: 'Bắn', deal: 'Chia bài', draw: 'Quay số',
  win: 'Bạn thắng', lose: 'Không trúng', freePlay: 'Chơi thử', fairness: 'Tính công bằng', seedHash: 'Mã băm hạt giống máy chủ',
  clientSeed: 'Hạt giống người chơi', nonce: 'Số thứ tự ván', rotate: 'Công bố hạt giống và bắt đầu hạt giống mới', revealed: 'Hạt giống máy chủ đã công bố',
  verify: 'Kiểm tra một ván', buy: 'Mua thưởng', jackpot: 'Jackpot', bet: 'Đặt cược', cancel: 'Hủy cược',
  open: 'Đang nhận cược', closesIn: 'Đóng cược sau', results: 'Kết quả', myBets: 'Cược của tôi', slip: 'Phiếu cược',
  odds: 'Tỷ lệ cược', pick: 'Số của bạn', tradition: 'Truyền thống', entertainment: 'Giải trí', target: 'Mục tiêu',
  hit: 'Trúng!', miss: 'Trượt', card: 'Thẻ của bạn', balls: 'Bóng', expired: 'Liên kết trò chơi này đã hết hạn.',
  error: 'Đã xảy ra lỗi.', freeSpins: 'Vòng quay miễn phí', paused: 'Tạm dừng: hãy trả lời thông báo trên trang web để tiếp tục.',
  dealer: 'Nhà cái', you: 'Bạn', hitCard: 'Rút bài', stand: 'Dừng', double: 'Gấp đôi', blackjack: 'Blackjack!', push: 'Hòa: hoàn lại tiền cược',
  bust: 'Quắc', blackjackRules: 'Blackjack trả 3:2. Nhà cái dừng ở mọi điểm 17. Được gấp đôi với hai lá bài đầu.',
  realityDue: 'Nhắc nhở thời gian chơi: hãy trả lời lời nhắc trên trang web để tiếp tục chơi.',
  slowDown: 'Quá nhiều yêu cầu: hãy chậm lại và thử lại sau {s} giây.',
  yourLimits: 'Giới hạn của tôi', limitSession: 'Bạn đã đạt giới hạn thời gian chơi: hãy nghỉ ngơi một lát.', limitLeft: 'còn lại',
  lossLimit_day: 'Giới hạn thua theo ngày của bạn chặn cược này', lossLimit_week: 'Giới hạn thua theo tuần của bạn chặn cược này',
  lossLimit_month: 'Giới hạn thua theo tháng của bạn chặn cược này', wagerLimit_day: 'Giới hạn cược theo ngày của bạn chặn cược này',
  wagerLimit_week: 'Giới hạn cược theo tuần của bạn chặn cược này', wagerLimit_month: 'Giới hạn cược theo tháng của bạn chặn cược này',
  rolling_day: 'tính trong 24 giờ qua', rolling_week: 'tính trong 7 ngày qua', rolling_month: 'tính trong 30 ngày qua',
  game: 'Trò chơi', fairnessCheck: 'Kiểm tra tính công bằng', engine: 'Bộ máy trò chơi', serverSeed: 'Hạt giống máy chủ', seconds: '{s} giây',
  fish_shrimp: 'Tôm', fish_puffer: 'Cá nóc', fish_turtle: 'Rùa biển', fish_shark: 'Cá mập', fish_dragon: 'Rồng',
  pick_home: 'Đội nhà', pick_draw: 'Hòa', pick_away: 'Đội khách', pick_meron: 'Gà đỏ', pick_wala: 'Gà xanh',
  pick_player: 'Con', pick_banker: 'Cái', pick_tie: 'Hòa', pick_big: 'Tài', pick_small: 'Xỉu', pick_odd: 'Lẻ', pick_even: 'Chẵn',
  status_open: 'Chưa kết toán', status_settling: 'Đang thanh toán', status_cancelling: 'Đang hủy', status_cancelled: 'Đã hủy',
  status_won: 'Thắng', status_lost: 'Thua', status_push: 'Hoàn tiền cược',
  dragon: 'Rồng', tiger: 'Hổ', tie: 'Hòa', sea: 'Biển và đàn cá', sound: 'Âm thanh', reels: 'Cuộn quay',
  sym_cherry: 'Anh đào', sym_lemon: 'Chanh', sym_bell: 'Chuông', sym_bar: 'Thanh BAR', sym_seven: 'Số bảy', sym_scatter: 'Biểu tượng phân tán',
};
export default VI;
