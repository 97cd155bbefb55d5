/** The game pages' strings in Indonesian (i18n.ts). */
import type { Strings } from './i18n.js';

const ID: Strings = {
  close: 'Tutup', balance: 'Saldo', stake: 'Taruhan', play: 'Putar', shoot: 'Tembak', deal: 'Bagikan', draw: 'Undi',
  win: 'Anda menang', lose: 'Tidak menang', freePlay: 'Main gratis', fairness: 'Keadilan', seedHash: 'Hash seed server',
  clientSeed: 'Seed klien', nonce: 'Nomor urut (nonce)', rotate: 'Ungkap seed dan mulai yang baru', revealed: 'Seed server yang diungkap',
  verify: 'Periksa satu ronde', buy: 'Beli bonus', jackpot: 'Jackpot', bet: 'Pasang taruhan', cancel: 'Batalkan taruhan',
  open: 'Taruhan dibuka', closesIn: 'Taruhan ditutup dalam', results: 'Hasil', myBets: 'Taruhan saya', slip: 'Slip taruhan',
  odds: 'Odds', pick: 'Nomor Anda', tradition: 'Tradisional', entertainment: 'Hiburan', target: 'Sasaran',
  hit: 'Kena!', miss: 'Meleset', card: 'Kartu Anda', balls: 'Bola', expired: 'Tautan permainan ini sudah kedaluwarsa.',
  error: 'Terjadi kesalahan.', freeSpins: 'Putaran gratis', paused: 'Dijeda: jawab pesan di situs untuk melanjutkan.',
  dealer: 'Bandar', you: 'Anda', hitCard: 'Tambah', stand: 'Berhenti', double: 'Gandakan', blackjack: 'Blackjack!', push: 'Seri: taruhan dikembalikan',
  bust: 'Lewat 21', blackjackRules: 'Blackjack membayar 3:2. Bandar berhenti di semua nilai 17. Gandakan pada dua kartu pertama.',
  realityDue: 'Pengingat waktu bermain: jawab pengingat di situs untuk terus bermain.',
  slowDown: 'Terlalu banyak permintaan: pelan-pelan dan coba lagi dalam {s} detik.',
  yourLimits: 'Batas saya', limitSession: 'Batas waktu sesi Anda tercapai: silakan istirahat.', limitLeft: 'tersisa',
  lossLimit_day: 'Batas kekalahan harian Anda menghentikan taruhan ini', lossLimit_week: 'Batas kekalahan mingguan Anda menghentikan taruhan ini',
  lossLimit_month: 'Batas kekalahan bulanan Anda menghentikan taruhan ini', wagerLimit_day: 'Batas taruhan harian Anda menghentikan taruhan ini',
  wagerLimit_week: 'Batas taruhan mingguan Anda menghentikan taruhan ini', wagerLimit_month: 'Batas taruhan bulanan Anda menghentikan taruhan ini',
  rolling_day: 'dihitung selama 24 jam terakhir', rolling_week: 'dihitung selama 7 hari terakhir', rolling_month: 'dihitung selama 30 hari terakhir',
  game: 'Permainan', fairnessCheck: 'Pemeriksaan keadilan', engine: 'Mesin permainan', serverSeed: 'Seed server', seconds: '{s} detik',
  fish_shrimp: 'Udang', fish_puffer: 'Ikan buntal', fish_turtle: 'Penyu', fish_shark: 'Hiu', fish_dragon: 'Naga',
  pick_home: 'Tuan rumah', pick_draw: 'Seri', pick_away: 'Tamu', pick_meron: 'Merah', pick_wala: 'Biru',
  pick_player: 'Pemain', pick_banker: 'Bankir', pick_tie: 'Seri', pick_big: 'Besar', pick_small: 'Kecil', pick_odd: 'Ganjil', pick_even: 'Genap',
  status_open: 'Berjalan', status_settling: 'Sedang diselesaikan', status_cancelling: 'Sedang dibatalkan', status_cancelled: 'Dibatalkan',
  status_won: 'Menang', status_lost: 'Kalah', status_push: 'Taruhan dikembalikan',
  dragon: 'Naga', tiger: 'Harimau', tie: 'Seri', sea: 'Laut dan ikan-ikannya', sound: 'Suara', reels: 'Gulungan',
  sym_cherry: 'Ceri', sym_lemon: 'Jeruk lemon', sym_bell: 'Lonceng', sym_bar: 'Batang', sym_seven: 'Tujuh', sym_scatter: 'Simbol sebar',
};
export default ID;
