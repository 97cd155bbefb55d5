/** The game pages' strings in Malay (i18n.ts). */
import type { Strings } from './i18n.js';

const MS: Strings = {
  close: 'Tutup', balance: 'Baki', stake: 'Pertaruhan', play: 'Putar', shoot: 'Tembak', deal: 'Agih kad', draw: 'Cabut undi',
  win: 'Anda menang', lose: 'Tiada kemenangan', freePlay: 'Main percuma', fairness: 'Keadilan', seedHash: 'Cincangan benih pelayan',
  clientSeed: 'Benih pelanggan', nonce: 'Nombor giliran (nonce)', rotate: 'Dedahkan benih dan mulakan yang baharu', revealed: 'Benih pelayan yang didedahkan',
  verify: 'Semak satu pusingan', buy: 'Beli bonus', jackpot: 'Jackpot', bet: 'Letak pertaruhan', cancel: 'Batalkan pertaruhan',
  open: 'Pertaruhan dibuka', closesIn: 'Pertaruhan ditutup dalam', results: 'Keputusan', myBets: 'Pertaruhan saya', slip: 'Slip pertaruhan',
  odds: 'Odds', pick: 'Nombor anda', tradition: 'Tradisional', entertainment: 'Hiburan', target: 'Sasaran',
  hit: 'Kena!', miss: 'Terlepas', card: 'Kad anda', balls: 'Bola', expired: 'Pautan permainan ini telah tamat tempoh.',
  error: 'Sesuatu tidak kena.', freeSpins: 'Putaran percuma', paused: 'Dijeda: jawab mesej di laman untuk meneruskan.',
  dealer: 'Pengagih kad', you: 'Anda', hitCard: 'Tambah', stand: 'Berhenti', double: 'Gandakan', blackjack: 'Blackjack!', push: 'Seri: pertaruhan dipulangkan',
  bust: 'Melebihi 21', blackjackRules: 'Blackjack membayar 3:2. Pengagih kad berhenti pada semua 17. Gandakan pada dua kad pertama.',
  realityDue: 'Masa untuk semakan realiti: jawab peringatan di laman untuk terus bermain.',
  slowDown: 'Terlalu banyak permintaan: perlahankan dan cuba lagi dalam {s} saat.',
  yourLimits: 'Had saya', limitSession: 'Had masa sesi anda telah dicapai: sila berehat.', limitLeft: 'berbaki',
  lossLimit_day: 'Had kerugian harian anda menghalang pertaruhan ini', lossLimit_week: 'Had kerugian mingguan anda menghalang pertaruhan ini',
  lossLimit_month: 'Had kerugian bulanan anda menghalang pertaruhan ini', wagerLimit_day: 'Had pertaruhan harian anda menghalang pertaruhan ini',
  wagerLimit_week: 'Had pertaruhan mingguan anda menghalang pertaruhan ini', wagerLimit_month: 'Had pertaruhan bulanan anda menghalang pertaruhan ini',
  rolling_day: 'dikira dalam 24 jam lepas', rolling_week: 'dikira dalam 7 hari lepas', rolling_month: 'dikira dalam 30 hari lepas',
  game: 'Permainan', fairnessCheck: 'Semakan keadilan', engine: 'Enjin permainan', serverSeed: 'Benih pelayan', seconds: '{s} saat',
  fish_shrimp: 'Udang', fish_puffer: 'Ikan buntal', fish_turtle: 'Penyu', fish_shark: 'Jerung', fish_dragon: 'Naga',
  pick_home: 'Tuan rumah', pick_draw: 'Seri', pick_away: 'Pelawat', pick_meron: 'Merah', pick_wala: 'Biru',
  pick_player: 'Pemain', pick_banker: 'Banker', pick_tie: 'Seri', pick_big: 'Besar', pick_small: 'Kecil', pick_odd: 'Ganjil', pick_even: 'Genap',
  status_open: 'Menunggu keputusan', status_settling: 'Sedang diselesaikan', status_cancelling: 'Sedang dibatalkan', status_cancelled: 'Dibatalkan',
  status_won: 'Menang', status_lost: 'Kalah', status_push: 'Pertaruhan dipulangkan',
  dragon: 'Naga', tiger: 'Harimau', tie: 'Seri', sea: 'Laut dan ikannya', sound: 'Bunyi', reels: 'Gelendong',
  sym_cherry: 'Ceri', sym_lemon: 'Limau', sym_bell: 'Loceng', sym_bar: 'Palang', sym_seven: 'Tujuh', sym_scatter: 'Simbol serakan',
};
export default MS;
