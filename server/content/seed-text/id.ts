/** The demo content in Indonesian. */
import type { SeedText } from './shape';

export const id: SeedText = {
  categories: { newMembers: 'Member baru', daily: 'Harian', vip: 'VIP' },
  promotions: {
    welcome: [
      'Bonus sambutan 100%',
      '<p>Lakukan deposit pertama Anda di {brand} lalu ajukan klaim: kami gandakan.</p><ul><li>Satu kali pengajuan per member</li><li>Turnover 10 kali bonus sebelum penarikan</li></ul>',
    ],
    checkIn: ['Bonus check-in harian', '<p>Login setiap hari dan klaim bonus kecil. Promosi jangka panjang.</p>'],
    bigWin: ['Bagikan kemenangan besar Anda', '<p>Menang besar? Unggah tangkapan layar kemenangan dan beri tahu kami nama gamenya.</p>'],
    birthday: ['Hadiah ulang tahun VIP', '<p>Member VIP mendapat hadiah di bulan ulang tahunnya. Unggah foto kartu identitas Anda.</p>'],
    rebate: [
      'Rebate mingguan 1%',
      '<p>Dapatkan kembali 1% dari turnover mingguan Anda. Beri tahu kami game apa saja yang Anda mainkan.</p>',
    ],
  },
  homeBanners: { welcome: 'Bonus sambutan', slots: 'Slot', live: 'Live casino' },
  groupBanners: {
    promotion: 'Promosi',
    rng: 'Slot',
    sports: 'Olahraga',
    pvp: 'Permainan kartu',
    live: 'Live casino',
    fish: 'Tembak ikan',
    lott: 'Lotre',
    elott: 'Lotre elektronik',
    reg: 'Daftar hari ini',
  },
  notices: {
    welcome: [
      'Selamat datang di {brand}',
      '<p>Terima kasih telah bergabung dengan <b>{brand}</b>.</p><p>Deposit masuk dalam hitungan menit; hubungi layanan pelanggan kapan saja.</p>',
    ],
    maintenance: [
      'Pemeliharaan terjadwal',
      '<p>Beberapa penyedia game akan menjalani pemeliharaan pada hari Minggu pukul 02:00 hingga 04:00.</p>',
    ],
    newGames: ['Game baru setiap minggu', '<p>Temukan game slot dan tembak ikan baru yang ditambahkan minggu ini.</p>'],
    responsible: [
      'Bermain secara bertanggung jawab',
      '<p>Atur batas deposit dan batas kekalahan di pengaturan bermain bertanggung jawab.</p>',
    ],
    ended: ['Acara bulan lalu telah berakhir', '<p>Acara ini telah berakhir.</p>'],
    next: ['Hadir minggu depan', '<p>Turnamen baru dimulai minggu depan.</p>'],
  },
  popups: {
    gift: ['Hadiah untuk member baru', '<p>Deposit hari ini dan dapatkan <b>bonus sambutan 100%</b>.</p>'],
    safeDeposit: [
      'Deposit dengan aman',
      '<p>Hanya lakukan deposit ke rekening yang ditampilkan di halaman deposit. Staf tidak akan pernah meminta kata sandi Anda.</p>',
    ],
  },
  hot: { jackpotWeek: ['Minggu jackpot', '<p>Minggu ini setiap game jackpot memberikan undian bonus.</p>'] },
  agent: {
    commission: ['Penyelesaian komisi', '<p>Komisi bulan lalu diselesaikan pada tanggal 5.</p>'],
    tools: ['Alat agen baru', '<p>Laporan tim kini menampilkan kontrak gaji harian dan dividen.</p>'],
  },
  help: {
    about: [
      'Tentang kami',
      '<p>{brand} adalah situs game online untuk pemain berusia {age} tahun ke atas. Game berasal dari penyedia berlisensi.</p>',
    ],
    deposit: ['Deposit', '<p>Buka <b>Deposit</b>, pilih metode, masukkan jumlah, lalu ikuti langkah-langkahnya.</p>'],
    depositTime: [
      'Berapa lama deposit diproses?',
      '<p>Pembayaran online masuk seketika; transfer bank masuk setelah dikonfirmasi staf, biasanya dalam 15 menit.</p>',
    ],
    depositMinimum: ['Deposit minimum', '<p>Halaman deposit menampilkan batas setiap metode.</p>'],
    withdraw: ['Penarikan', '<p>Tambahkan rekening bank di pusat keamanan, lalu buka <b>Tarik dana</b>.</p>'],
    withdrawPending: [
      'Mengapa penarikan saya tertunda?',
      '<p>Bonus harus memenuhi syarat turnover terlebih dahulu; staf memeriksa setiap penarikan.</p>',
    ],
    responsible: [
      'Bermain bertanggung jawab',
      '<p>Atur batas deposit dan batas kekalahan, ambil jeda bermain, atau lakukan pengecualian diri di profil Anda. Hanya pemain berusia {age} tahun ke atas yang boleh bermain.</p>',
    ],
    terms: [
      'Syarat dan ketentuan',
      '<p>Dengan mendaftar di {brand}, Anda menerima syarat ini.</p><ol><li>Anda berusia {age} tahun atau lebih.</li><li>Satu akun per orang.</li><li>Bonus mengikuti aturan setiap promosi.</li></ol>',
    ],
    termsAccounts: ['Akun', '<p>Rahasiakan kata sandi Anda; staf tidak pernah memintanya.</p>'],
    termsBonuses: ['Bonus', '<p>Bonus harus memenuhi turnover sesuai ketentuan promosinya sebelum penarikan.</p>'],
    privacy: ['Privasi', '<p>{brand} menyimpan data Anda untuk menjalankan akun Anda dan tidak pernah menjualnya.</p>'],
  },
};
