/** The game pages' strings in Thai (i18n.ts). */
import type { Strings } from './i18n.js';

const TH: Strings = {
  close: 'ปิด', balance: 'ยอดเงิน', stake: 'ยอดเดิมพัน', play: 'หมุน', shoot: 'ยิง', deal: 'แจกไพ่', draw: 'ออกรางวัล',
  win: 'คุณชนะ', lose: 'ไม่ชนะ', freePlay: 'ทดลองเล่น', fairness: 'ความยุติธรรม', seedHash: 'แฮชซีดของเซิร์ฟเวอร์',
  clientSeed: 'ซีดของผู้เล่น', nonce: 'ลำดับรอบ (nonce)', rotate: 'เปิดเผยซีดและเริ่มซีดใหม่', revealed: 'ซีดเซิร์ฟเวอร์ที่เปิดเผยแล้ว',
  verify: 'ตรวจสอบรอบ', buy: 'ซื้อโบนัส', jackpot: 'แจ็คพอต', bet: 'วางเดิมพัน', cancel: 'ยกเลิกเดิมพัน',
  open: 'เปิดรับเดิมพัน', closesIn: 'ปิดรับเดิมพันใน', results: 'ผลรางวัล', myBets: 'เดิมพันของฉัน', slip: 'สลิปเดิมพัน',
  odds: 'อัตราต่อรอง', pick: 'เลขของคุณ', tradition: 'แบบดั้งเดิม', entertainment: 'แบบบันเทิง', target: 'เป้าหมาย',
  hit: 'โดน!', miss: 'พลาด', card: 'การ์ดของคุณ', balls: 'ลูกบอล', expired: 'ลิงก์เกมนี้หมดอายุแล้ว',
  error: 'เกิดข้อผิดพลาด', freeSpins: 'ฟรีสปิน', paused: 'หยุดชั่วคราว: โปรดตอบข้อความบนเว็บไซต์เพื่อเล่นต่อ',
  dealer: 'เจ้ามือ', you: 'คุณ', hitCard: 'จั่ว', stand: 'หยุด', double: 'ดับเบิล', blackjack: 'แบล็คแจ็ค!', push: 'เสมอ: คืนยอดเดิมพัน',
  bust: 'แต้มเกิน', blackjackRules: 'แบล็คแจ็คจ่าย 3:2 เจ้ามือหยุดที่ 17 ทุกแบบ ดับเบิลได้ที่ไพ่สองใบแรก',
  realityDue: 'ถึงเวลาตรวจสอบการเล่น: โปรดตอบการแจ้งเตือนบนเว็บไซต์เพื่อเล่นต่อ',
  slowDown: 'มีคำขอมากเกินไป: โปรดช้าลงและลองอีกครั้งใน {s} วินาที',
  yourLimits: 'ขีดจำกัดของฉัน', limitSession: 'ถึงขีดจำกัดเวลาเล่นของคุณแล้ว: โปรดพักสักครู่', limitLeft: 'คงเหลือ',
  lossLimit_day: 'ขีดจำกัดยอดเสียรายวันของคุณไม่อนุญาตเดิมพันนี้', lossLimit_week: 'ขีดจำกัดยอดเสียรายสัปดาห์ของคุณไม่อนุญาตเดิมพันนี้',
  lossLimit_month: 'ขีดจำกัดยอดเสียรายเดือนของคุณไม่อนุญาตเดิมพันนี้', wagerLimit_day: 'ขีดจำกัดการเดิมพันรายวันของคุณไม่อนุญาตเดิมพันนี้',
  wagerLimit_week: 'ขีดจำกัดการเดิมพันรายสัปดาห์ของคุณไม่อนุญาตเดิมพันนี้', wagerLimit_month: 'ขีดจำกัดการเดิมพันรายเดือนของคุณไม่อนุญาตเดิมพันนี้',
  rolling_day: 'นับย้อนหลัง 24 ชั่วโมง', rolling_week: 'นับย้อนหลัง 7 วัน', rolling_month: 'นับย้อนหลัง 30 วัน',
  game: 'เกม', fairnessCheck: 'ตรวจสอบความยุติธรรม', engine: 'เอนจินเกม', serverSeed: 'ซีดของเซิร์ฟเวอร์', seconds: '{s} วินาที',
  fish_shrimp: 'กุ้ง', fish_puffer: 'ปลาปักเป้า', fish_turtle: 'เต่าทะเล', fish_shark: 'ฉลาม', fish_dragon: 'มังกร',
  pick_home: 'เจ้าบ้าน', pick_draw: 'เสมอ', pick_away: 'ทีมเยือน', pick_meron: 'ฝั่งแดง', pick_wala: 'ฝั่งน้ำเงิน',
  pick_player: 'ผู้เล่น', pick_banker: 'เจ้ามือ', pick_tie: 'เสมอ', pick_big: 'สูง', pick_small: 'ต่ำ', pick_odd: 'คี่', pick_even: 'คู่',
  status_open: 'รอผล', status_settling: 'กำลังสรุปผล', status_cancelling: 'กำลังยกเลิก', status_cancelled: 'ยกเลิกแล้ว',
  status_won: 'ชนะ', status_lost: 'แพ้', status_push: 'คืนยอดเดิมพัน',
  dragon: 'มังกร', tiger: 'เสือ', tie: 'เสมอ', sea: 'ท้องทะเลและฝูงปลา', sound: 'เสียง', reels: 'วงล้อ',
  sym_cherry: 'เชอร์รี', sym_lemon: 'มะนาว', sym_bell: 'กระดิ่ง', sym_bar: 'บาร์', sym_seven: 'เลขเจ็ด', sym_scatter: 'สแกตเตอร์',
};
export default TH;
