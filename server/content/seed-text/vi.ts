/** The demo content in Vietnamese. */
import type { SeedText } from './shape';

export const vi: SeedText = {
  categories: { newMembers: 'Thành viên mới', daily: 'Hằng ngày', vip: 'VIP' },
  promotions: {
    welcome: [
      'Thưởng chào mừng 100%',
      '<p>Nạp tiền lần đầu tại {brand} rồi đăng ký: chúng tôi nhân đôi số tiền nạp.</p><ul><li>Mỗi thành viên đăng ký một lần</li><li>Đạt doanh thu cược gấp 10 lần tiền thưởng trước khi rút tiền</li></ul>',
    ],
    checkIn: ['Thưởng điểm danh hằng ngày', '<p>Đăng nhập mỗi ngày và nhận một khoản thưởng nhỏ. Khuyến mãi dài hạn.</p>'],
    bigWin: ['Chia sẻ chiến thắng lớn', '<p>Vừa thắng lớn? Tải lên ảnh chụp màn hình chiến thắng và cho chúng tôi biết tên trò chơi.</p>'],
    birthday: ['Quà sinh nhật VIP', '<p>Thành viên VIP nhận quà trong tháng sinh nhật. Vui lòng tải lên ảnh giấy tờ tùy thân.</p>'],
    rebate: ['Hoàn trả 1% hằng tuần', '<p>Nhận lại 1% doanh thu cược hằng tuần của bạn. Cho chúng tôi biết bạn đã chơi những trò nào.</p>'],
  },
  homeBanners: { welcome: 'Thưởng chào mừng', slots: 'Nổ hũ', live: 'Casino trực tiếp' },
  groupBanners: {
    promotion: 'Khuyến mãi',
    rng: 'Nổ hũ',
    sports: 'Thể thao',
    pvp: 'Game bài',
    live: 'Casino trực tiếp',
    fish: 'Bắn cá',
    lott: 'Xổ số',
    elott: 'Xổ số điện toán',
    reg: 'Đăng ký ngay hôm nay',
  },
  notices: {
    welcome: [
      'Chào mừng đến với {brand}',
      '<p>Cảm ơn bạn đã tham gia <b>{brand}</b>.</p><p>Tiền nạp được cộng trong vài phút; hãy liên hệ Chăm sóc khách hàng bất cứ lúc nào.</p>',
    ],
    maintenance: ['Bảo trì định kỳ', '<p>Một số nhà cung cấp trò chơi sẽ bảo trì vào Chủ nhật từ 02:00 đến 04:00.</p>'],
    newGames: ['Trò chơi mới mỗi tuần', '<p>Khám phá các game nổ hũ và bắn cá mới được thêm trong tuần này.</p>'],
    responsible: ['Chơi có trách nhiệm', '<p>Đặt giới hạn nạp tiền và giới hạn thua trong phần cài đặt chơi có trách nhiệm.</p>'],
    ended: ['Sự kiện tháng trước đã kết thúc', '<p>Sự kiện này đã kết thúc.</p>'],
    next: ['Sắp diễn ra tuần sau', '<p>Một giải đấu mới sẽ bắt đầu vào tuần sau.</p>'],
  },
  popups: {
    gift: ['Quà cho thành viên mới', '<p>Nạp tiền hôm nay để nhận <b>thưởng chào mừng 100%</b>.</p>'],
    safeDeposit: [
      'Nạp tiền an toàn',
      '<p>Chỉ nạp tiền vào các tài khoản hiển thị trên trang nạp tiền. Nhân viên sẽ không bao giờ hỏi mật khẩu của bạn.</p>',
    ],
  },
  hot: { jackpotWeek: ['Tuần lễ Jackpot', '<p>Tuần này mọi trò chơi jackpot đều có thêm một lượt quay thưởng.</p>'] },
  agent: {
    commission: ['Thanh toán hoa hồng', '<p>Hoa hồng của tháng trước được thanh toán vào ngày 5.</p>'],
    tools: ['Công cụ đại lý mới', '<p>Báo cáo đội nhóm nay hiển thị hợp đồng lương ngày và chia lợi nhuận.</p>'],
  },
  help: {
    about: [
      'Về chúng tôi',
      '<p>{brand} là trang trò chơi trực tuyến dành cho người chơi từ {age} tuổi trở lên. Trò chơi đến từ các nhà cung cấp được cấp phép.</p>',
    ],
    deposit: ['Nạp tiền', '<p>Mở <b>Nạp tiền</b>, chọn phương thức, nhập số tiền và làm theo các bước.</p>'],
    depositTime: [
      'Nạp tiền mất bao lâu?',
      '<p>Thanh toán trực tuyến được cộng ngay; chuyển khoản ngân hàng được cộng sau khi nhân viên xác nhận, thường trong vòng 15 phút.</p>',
    ],
    depositMinimum: ['Nạp tối thiểu', '<p>Trang nạp tiền hiển thị hạn mức của từng phương thức.</p>'],
    withdraw: ['Rút tiền', '<p>Thêm thẻ ngân hàng trong trung tâm bảo mật, sau đó mở <b>Rút tiền</b>.</p>'],
    withdrawPending: [
      'Vì sao lệnh rút tiền của tôi đang chờ xử lý?',
      '<p>Tiền thưởng cần đạt đủ vòng cược trước; nhân viên kiểm tra mọi lệnh rút tiền.</p>',
    ],
    responsible: [
      'Chơi có trách nhiệm',
      '<p>Đặt giới hạn nạp tiền và giới hạn thua, tạm nghỉ hoặc tự loại trừ trong hồ sơ của bạn. Chỉ người chơi từ {age} tuổi trở lên mới được chơi.</p>',
    ],
    terms: [
      'Điều khoản và điều kiện',
      '<p>Khi đăng ký tại {brand}, bạn chấp nhận các điều khoản này.</p><ol><li>Bạn từ {age} tuổi trở lên.</li><li>Mỗi người một tài khoản.</li><li>Tiền thưởng tuân theo quy định của từng chương trình khuyến mãi.</li></ol>',
    ],
    termsAccounts: ['Tài khoản', '<p>Hãy giữ bí mật mật khẩu; nhân viên không bao giờ hỏi mật khẩu của bạn.</p>'],
    termsBonuses: ['Tiền thưởng', '<p>Tiền thưởng phải đạt vòng cược theo quy định của khuyến mãi trước khi rút tiền.</p>'],
    privacy: ['Quyền riêng tư', '<p>{brand} lưu dữ liệu của bạn để vận hành tài khoản và không bao giờ bán dữ liệu đó.</p>'],
  },
};
