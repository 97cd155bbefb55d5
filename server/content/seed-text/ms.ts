/** The demo content in Malay (standard Malaysian). */
import type { SeedText } from './shape';

export const ms: SeedText = {
  categories: { newMembers: 'Ahli baharu', daily: 'Harian', vip: 'VIP' },
  promotions: {
    welcome: [
      'Bonus alu-aluan 100%',
      '<p>Buat deposit pertama anda di {brand} dan mohon: kami gandakan.</p><ul><li>Satu permohonan bagi setiap ahli</li><li>Turnover 10 kali ganda bonus sebelum pengeluaran</li></ul>',
    ],
    checkIn: ['Bonus daftar masuk harian', '<p>Log masuk setiap hari dan tuntut bonus kecil. Promosi jangka panjang.</p>'],
    bigWin: [
      'Kongsi kemenangan besar anda',
      '<p>Menang besar? Muat naik tangkapan skrin kemenangan dan beritahu kami nama permainannya.</p>',
    ],
    birthday: ['Hadiah hari jadi VIP', '<p>Ahli VIP menerima hadiah pada bulan hari jadi mereka. Muat naik foto kad pengenalan anda.</p>'],
    rebate: ['Rebat mingguan 1%', '<p>Dapatkan semula 1% daripada turnover mingguan anda. Beritahu kami permainan yang anda mainkan.</p>'],
  },
  homeBanners: { welcome: 'Bonus alu-aluan', slots: 'Slot', live: 'Kasino langsung' },
  groupBanners: {
    promotion: 'Promosi',
    rng: 'Slot',
    sports: 'Sukan',
    pvp: 'Permainan kad',
    live: 'Kasino langsung',
    fish: 'Tembak ikan',
    lott: 'Loteri',
    elott: 'Loteri elektronik',
    reg: 'Sertai hari ini',
  },
  notices: {
    welcome: [
      'Selamat datang ke {brand}',
      '<p>Terima kasih kerana menyertai <b>{brand}</b>.</p><p>Deposit dikreditkan dalam beberapa minit; hubungi khidmat pelanggan pada bila-bila masa.</p>',
    ],
    maintenance: [
      'Penyelenggaraan berjadual',
      '<p>Sesetengah pembekal permainan akan menjalani penyelenggaraan pada hari Ahad dari 02:00 hingga 04:00.</p>',
    ],
    newGames: ['Permainan baharu setiap minggu', '<p>Terokai permainan slot dan tembak ikan baharu yang ditambah minggu ini.</p>'],
    responsible: [
      'Bermain secara bertanggungjawab',
      '<p>Tetapkan had deposit dan had kerugian dalam tetapan perjudian bertanggungjawab anda.</p>',
    ],
    ended: ['Acara bulan lepas telah tamat', '<p>Acara ini telah tamat.</p>'],
    next: ['Akan datang minggu depan', '<p>Kejohanan baharu bermula minggu depan.</p>'],
  },
  popups: {
    gift: ['Hadiah untuk ahli baharu', '<p>Buat deposit hari ini dan dapatkan <b>bonus alu-aluan 100%</b>.</p>'],
    safeDeposit: [
      'Deposit dengan selamat',
      '<p>Hanya buat deposit ke akaun yang ditunjukkan di halaman deposit. Kakitangan tidak akan sekali-kali meminta kata laluan anda.</p>',
    ],
  },
  hot: { jackpotWeek: ['Minggu jackpot', '<p>Setiap permainan jackpot menawarkan cabutan bonus minggu ini.</p>'] },
  agent: {
    commission: ['Penyelesaian komisen', '<p>Komisen bulan lepas diselesaikan pada 5 haribulan.</p>'],
    tools: ['Alat ejen baharu', '<p>Laporan pasukan kini menunjukkan kontrak gaji harian dan dividen.</p>'],
  },
  help: {
    about: [
      'Tentang kami',
      '<p>{brand} ialah laman permainan dalam talian untuk pemain berumur {age} tahun ke atas. Permainan datang daripada pembekal berlesen.</p>',
    ],
    deposit: ['Deposit', '<p>Buka <b>Deposit</b>, pilih kaedah, masukkan jumlah dan ikut langkah-langkahnya.</p>'],
    depositTime: [
      'Berapa lama deposit mengambil masa?',
      '<p>Bayaran dalam talian masuk serta-merta; pindahan bank masuk selepas disahkan kakitangan, biasanya dalam masa 15 minit.</p>',
    ],
    depositMinimum: ['Deposit minimum', '<p>Halaman deposit menunjukkan had bagi setiap kaedah.</p>'],
    withdraw: ['Pengeluaran', '<p>Tambah akaun bank di pusat keselamatan, kemudian buka <b>Pengeluaran</b>.</p>'],
    withdrawPending: [
      'Mengapa pengeluaran saya belum selesai?',
      '<p>Bonus perlu memenuhi syarat turnover terlebih dahulu; kakitangan menyemak setiap pengeluaran.</p>',
    ],
    responsible: [
      'Perjudian bertanggungjawab',
      '<p>Tetapkan had deposit dan had kerugian, ambil rehat bermain atau lakukan pengecualian diri dalam profil anda. Hanya pemain berumur {age} tahun ke atas boleh bermain.</p>',
    ],
    terms: [
      'Terma dan syarat',
      '<p>Dengan mendaftar di {brand}, anda menerima terma ini.</p><ol><li>Anda berumur {age} tahun atau lebih.</li><li>Satu akaun bagi setiap orang.</li><li>Bonus mengikut peraturan setiap promosi.</li></ol>',
    ],
    termsAccounts: ['Akaun', '<p>Rahsiakan kata laluan anda; kakitangan tidak pernah memintanya.</p>'],
    termsBonuses: ['Bonus', '<p>Bonus mesti memenuhi turnover seperti yang ditetapkan oleh promosinya sebelum pengeluaran.</p>'],
    privacy: ['Privasi', '<p>{brand} menyimpan data anda untuk mengendalikan akaun anda dan tidak pernah menjualnya.</p>'],
  },
};
