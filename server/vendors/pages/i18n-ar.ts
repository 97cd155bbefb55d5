/** The game pages' strings in Arabic (i18n.ts). */
import type { Strings } from './i18n.js';

const AR: Strings = {
  close: 'إغلاق', balance: 'الرصيد', stake: 'مبلغ الرهان', play: 'دوران', shoot: 'أطلق', deal: 'وزّع الورق', draw: 'سحب',
  win: 'لقد ربحت', lose: 'لا ربح', freePlay: 'لعب مجاني', fairness: 'النزاهة', seedHash: 'تجزئة بذرة الخادم',
  clientSeed: 'بذرة العميل', nonce: 'رقم الجولة (nonce)', rotate: 'اكشف البذرة وابدأ بذرة جديدة', revealed: 'بذرة الخادم المكشوفة',
  verify: 'تحقّق من جولة', buy: 'شراء المكافأة', jackpot: 'الجائزة الكبرى', bet: 'ضع الرهان', cancel: 'إلغاء الرهان',
  open: 'الرهانات مفتوحة', closesIn: 'تُغلق الرهانات خلال', results: 'النتائج', myBets: 'رهاناتي', slip: 'قسيمة الرهان',
  odds: 'الاحتمالات', pick: 'رقمك', tradition: 'تقليدي', entertainment: 'ترفيهي', target: 'الهدف',
  hit: 'إصابة!', miss: 'أخطأت', card: 'بطاقتك', balls: 'الكرات', expired: 'انتهت صلاحية رابط هذه اللعبة.',
  error: 'حدث خطأ ما.', freeSpins: 'دورات مجانية', paused: 'متوقفة مؤقتًا: أجب عن الرسالة على الموقع للمتابعة.',
  dealer: 'الموزّع', you: 'أنت', hitCard: 'سحب ورقة', stand: 'توقّف', double: 'مضاعفة', blackjack: 'بلاك جاك!', push: 'تعادل: أُعيد مبلغ الرهان',
  bust: 'تجاوز 21', blackjackRules: 'البلاك جاك يدفع 3:2. يتوقف الموزّع عند كل 17. يمكن المضاعفة على أول ورقتين.',
  realityDue: 'تنبيه الوقت: أجب عن التذكير على الموقع لمواصلة اللعب.',
  slowDown: 'طلبات كثيرة جدًا: تمهّل وحاول مرة أخرى بعد {s} ثانية.',
  yourLimits: 'حدودي', limitSession: 'بلغت حد وقت الجلسة: خذ استراحة.', limitLeft: 'المتبقي',
  lossLimit_day: 'حد الخسارة اليومي يمنع هذا الرهان', lossLimit_week: 'حد الخسارة الأسبوعي يمنع هذا الرهان',
  lossLimit_month: 'حد الخسارة الشهري يمنع هذا الرهان', wagerLimit_day: 'حد الرهان اليومي يمنع هذا الرهان',
  wagerLimit_week: 'حد الرهان الأسبوعي يمنع هذا الرهان', wagerLimit_month: 'حد الرهان الشهري يمنع هذا الرهان',
  rolling_day: 'محسوبًا على آخر 24 ساعة', rolling_week: 'محسوبًا على آخر 7 أيام', rolling_month: 'محسوبًا على آخر 30 يومًا',
  game: 'اللعبة', fairnessCheck: 'التحقق من النزاهة', engine: 'محرك اللعبة', serverSeed: 'بذرة الخادم', seconds: '{s} ث',
  fish_shrimp: 'جمبري', fish_puffer: 'سمكة منتفخة', fish_turtle: 'سلحفاة', fish_shark: 'قرش', fish_dragon: 'تنين',
  pick_home: 'صاحب الأرض', pick_draw: 'تعادل', pick_away: 'الضيف', pick_meron: 'الأحمر', pick_wala: 'الأزرق',
  pick_player: 'اللاعب', pick_banker: 'المصرف', pick_tie: 'تعادل', pick_big: 'كبير', pick_small: 'صغير', pick_odd: 'فردي', pick_even: 'زوجي',
  status_open: 'بانتظار النتيجة', status_settling: 'قيد التسوية', status_cancelling: 'قيد الإلغاء', status_cancelled: 'ملغى',
  status_won: 'رابح', status_lost: 'خاسر', status_push: 'أُعيد مبلغ الرهان',
  dragon: 'التنين', tiger: 'النمر', tie: 'تعادل', sea: 'البحر وأسماكه', sound: 'الصوت', reels: 'البكرات',
  sym_cherry: 'كرز', sym_lemon: 'ليمون', sym_bell: 'جرس', sym_bar: 'بار', sym_seven: 'سبعة', sym_scatter: 'رمز مبعثر',
};
export default AR;
