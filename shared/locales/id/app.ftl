# Layar miniapp (miniapp/src/i18n). Acuan: en/app.ftl.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = Memuat...
app-connecting = Menghubungkan...
nav-main = Utama
nav-home = Beranda
nav-tasks = Tugas
nav-play = Tonton
nav-games = Game
nav-more = Lainnya
nav-leaderboard = Peringkat
nav-rooms = Ruang
nav-upgrades = Upgrade
nav-store = Toko
nav-referral = Referal
nav-profile = Profil
nav-settings = Pengaturan
nav-help = Bantuan
header-home = Beranda { -cum }
header-balance = Saldo:
menu-account-menu = Menu akun
menu-account = Akun
menu-admin = Panel Admin
menu-logout = Keluar
menu-user = Pengguna
menu-level = Level { $level }
bell-title = Notifikasi
bell-title-new = Notifikasi (baru)
bell-loading = Memuat
bell-loading-activity = Memuat aktivitas
bell-empty = Belum ada notifikasi
bell-empty-hint = Hadiah dan pembelianmu akan muncul di sini.
bell-latest = Aktivitas terbaru
offline-banner = Kamu sedang offline. Perubahan akan muncul saat kamu online lagi.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = Halaman ini tidak ada.
error-new-version = Versi baru aplikasi tersedia.
error-screen = Terjadi kesalahan di layar ini.
error-reload-hint = Muat ulang untuk mencoba lagi, atau kembali ke aplikasi.
error-reload = Muat ulang
error-go-to-app = Ke aplikasi
error-no-server = Kami tidak dapat terhubung ke server.
error-try-again = Coba lagi
error-retry = Coba lagi
error-generic = Terjadi kesalahan. Silakan coba lagi.
error-offline-load = Kamu offline atau server tidak dapat dijangkau. Ini akan diperbarui saat kamu online lagi.
error-network = Tidak dapat terhubung ke server. Periksa koneksimu lalu coba lagi.
error-bad-answer = Server mengirim jawaban yang tidak dipahami aplikasi ini.
session-expired = Sesi ini sudah berakhir. Tutup lalu buka lagi aplikasi dari bot.
session-close = Tutup

## Toasts

toast-error = Galat
toast-reward-claimed = Hadiah diklaim!
toast-task-claimed = Hadiah diklaim!
toast-received = Kamu menerima { $amount } { -cum }
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = Gagal mengklaim hadiah
toast-welcome-claimed = Bonus sambutan diklaim!
toast-welcome-received = Kamu menerima { $amount } { -cum }!
toast-welcome-back = Selamat datang kembali!
toast-all-set = Semua siap, ayo mulai kumpulkan token!
toast-welcome-failed = Gagal mengklaim bonus sambutan
toast-bonus-applied = Bonus diterapkan!
toast-bonus-applied-text = Bonus referalmu akan dikirim setelah pengenalan selesai.
toast-referral-failed = Gagal menerapkan kode referal

## Home

home-name-fallback = kawan
home-welcome = Selamat datang, { $name }!
home-welcome-back = Selamat datang kembali, { $name }!
home-balance-label = Saldo { -cum } kamu
home-level = Level { $level }
home-reward-level = Level Hadiah
home-streak-days = { $days } hari
home-daily-streak = Runtutan hadiah
home-share-title = Bagikan & Dapatkan
home-share-text = Undang teman dan dapatkan { $amount } { -cum } untuk setiap teman yang bergabung
reward-title = { $unit ->
    [hour] { $count ->
        [1] Hadiah Tiap Jam
       *[other] Hadiah Tiap { $count } Jam
    }
   *[minute] Hadiah Berkala
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] setiap jam
       *[other] setiap { $count } jam
    }
   *[minute] { $count ->
        [1] setiap menit
       *[other] setiap { $count } menit
    }
}
reward-text = Klaim { $amount } { -cum } { $every }
reward-claim = Klaim Hadiah
# Inside Telegram the claim is Telegram's own button at the bottom.
reward-ready-native = Hadiahmu sudah siap: klaim dengan tombol di bawah.
reward-claiming = Mengklaim...
reward-next-in = Hadiah berikutnya dalam
reward-load-error = Gagal memuat status hadiah
welcome-bonus-title = Bonus Sambutan
welcome-bonus-waiting = Bonus sambutan { $amount } { -cum } menunggumu.
welcome-bonus-onboarding = Selesaikan pengenalan untuk mengklaim { $amount } { -cum }.
welcome-bonus-claim = Klaim Bonus
welcome-bonus-complete = Selesaikan Pengenalan
rank-hint = Lihat siapa yang paling banyak mendapat { -cum } minggu ini
rank-earned = { $amount } { -cum } didapat minggu ini
rank-yours = Peringkatmu
rank-yours-number = Peringkatmu: #{ $rank }
rank-unranked = Belum berperingkat
rank-unranked-hint = Dapatkan { -cum } pertamamu minggu ini untuk masuk papan peringkat
suspension-title = Akun ditangguhkan
suspension-reason = Alasan: { $reason }
suspension-until = Sampai { $date }.
suspension-until-lifted = Sampai staf mencabutnya.
suspension-text = Kamu masih bisa masuk dan melihat-lihat, tetapi tidak bisa mendapatkan atau membelanjakan { -cum }.

## Tasks

tasks-daily = Harian
tasks-weekly = Mingguan
tasks-special = Spesial
tasks-section = Tugas { $section }
tasks-resets-in = { $unit ->
    [day] diatur ulang dalam { $count } hr
    [hour] diatur ulang dalam { $count } j
   *[minute] diatur ulang dalam { $count } mnt
}
tasks-load-error = Gagal memuat tugas
tasks-empty = Belum ada tugas saat ini
tasks-empty-hint = Tugas baru ditambahkan secara rutin. Cek lagi nanti!
task-done = Selesai
task-complete = Selesaikan
task-start = Mulai
task-go = Buka
task-verify = Verifikasi
task-claim = Klaim Hadiah
task-claim-in = { $seconds } dtk lagi
task-claim-in-long = Klaim dalam { $seconds } detik
task-wait-note = Selesaikan di halaman yang terbuka: hadiahmu terbuka dalam { $seconds } dtk

## Games

games-load-error = Gagal memuat game
games-all = Semua game
games-more = Game lainnya
games-soon = Game lain segera hadir
games-soon-hint = Cara baru mendapatkan { -cum } sedang disiapkan. Nantikan!
games-save-failed = Gagal menyimpan skormu.
games-submit-failed = Gagal mengirim skormu.
games-start-failed = Gagal memulai game.
clicker-up-to = Hingga { $amount } { -cum }/jam
clicker-description = Ketuk koinnya: setiap { $taps } ketukan menghasilkan { $amount } { -cum }.
clicker-play = Main CUM Clicker
clicker-paused = Dijeda: batas per jam tercapai
clicker-tap = Ketuk untuk dapat
clicker-points-label = { $points ->
   *[other] poin
}
clicker-capped = Kamu sudah mencapai batas jam ini: ketukan tidak menghasilkan sampai batas terbuka lagi.
clicker-next-payout = Pembayaran berikutnya di { $points } poin
clicker-this-run = Sesi ini
clicker-earnings = Pendapatan clicker
clicker-credited = Dikreditkan oleh server
clicker-per-tap = Setiap ketukan menghasilkan { $amount } { -cum }
clicker-taps-label = { $taps ->
   *[other] ketukan
}
clicker-this-visit = Kunjungan ini
clicker-partial = Sebagian ketukan tidak dibayar: energi habis atau batas per jam tercapai.
clicker-retrying = Gagal menyimpan ketukanmu. Mencoba lagi.
clicker-energy = Energi
clicker-energy-empty = Energi habis: akan terisi sendiri
clicker-energy-aria = Energi clicker
cap-reached = Batas per jam tercapai
cap-left = Sisa jam ini
cap-of = { $left } dari { $cap } { -cum }
cap-aria = Sisa pendapatan clicker jam ini
cap-again-from = Ketukan menghasilkan lagi mulai { $time }.
rush-range = { $min }-{ $max }
rush-per-game = { $range } { -cum } per game
rush-description = { $seconds } detik token berjatuhan: makin tinggi skormu, makin besar hadiahnya.
rush-games-left = Sisa { $left } dari { $total } game hari ini
rush-play = Main Token Rush
rush-subtitle = { $seconds } detik · { $range } { -cum } per game
rush-intro = Token berjatuhan selama { $seconds } detik. Ketuk sebelum jatuh: makin banyak yang kamu tangkap, makin besar hadiahnya.
rush-start = Mulai game
rush-time-left = Sisa waktu
rush-seconds = { $seconds } dtk
rush-score = skor
rush-progress = Progres ronde
rush-submitting = Mengirim skormu…
rush-checking = Memeriksa tangkapanmu…
rush-verified = Skor terverifikasi: { $score } dari { $max }
rush-send-again = Kirim skor lagi
rush-play-again = Main lagi
rush-how = Cara kerjanya
rush-how-aria = Cara kerja Token Rush
rush-rules = Server memulai ronde dan menentukan tokennya; token dihitung jika kamu mengetuknya saat jatuh (token emas bernilai { $gold }), diperiksa server dengan toleransi { $tolerance } md. Hadiah: { $min } { -cum } ditambah hingga { $spread } { -cum } sesuai bagian token yang tertangkap, jadi { $range } { -cum } per permainan, { $games } permainan per hari.

## Profile and Settings

profile-loading = Memuat profil...
profile-sections = Bagian profil
profile-tab-profile = Profil
profile-tab-settings = Pengaturan
profile-tab-activity = Aktivitas
profile-admin = Admin
profile-save = Simpan
profile-saving = Menyimpan...
profile-edit = Ubah
profile-balance = Saldo { -cum }
profile-hide-balance = Sembunyikan saldo
profile-show-balance = Tampilkan saldo
profile-tasks-done = Tugas Selesai
profile-total-rewards = Total Hadiah
profile-day-streak = Runtunan Hari
profile-personal = Informasi Pribadi
profile-first-name = Nama Depan
profile-last-name = Nama Belakang
profile-username = Nama pengguna
profile-account = Detail Akun
profile-member-since = Anggota Sejak
profile-recently = Baru-baru ini
profile-telegram-id = ID Telegram
profile-not-linked = Belum ditautkan
settings-language = Bahasa
settings-notifications = Notifikasi
settings-privacy = Privasi
settings-email-notifications = Notifikasi Email
settings-push-notifications = Notifikasi Push
settings-task-reminders = Pengingat Tugas
settings-reward-alerts = Peringatan Hadiah
settings-private-profile = Profil Pribadi
settings-show-balance = Tampilkan Saldo
settings-show-level = Tampilkan Level
settings-updated = Pengaturan diperbarui
settings-saved = Pengaturanmu telah disimpan.
settings-failed = Gagal memperbarui pengaturan
settings-update-failed = Pembaruan gagal
settings-allow-bot = Izinkan bot mengirimimu pesan untuk menyalakan Peringatan Hadiah.

## Onboarding

onboarding-aria = Pengenalan
onboarding-age-aria = Konfirmasi usia
onboarding-step = Langkah { $step } dari { $total }
onboarding-continue = Lanjut
onboarding-back = Kembali
onboarding-save-failed = Gagal menyimpan jawabanmu. Silakan coba lagi.
age-title = Khusus dewasa
age-text = { -cum } adalah platform hadiah untuk hiburan dewasa. Kamu harus berusia 18 tahun atau lebih untuk menggunakannya.
age-confirm = Saya menyatakan berusia 18 tahun atau lebih
age-confirming = Mengonfirmasi...
age-yes = Saya berusia 18+
age-no = Saya di bawah 18: keluar
onboarding-1-title = Selamat datang di { -cum }!
onboarding-1-text = Dapatkan token { -cum } dari hal yang sudah kamu sukai: menonton, bermain, berbagi, dan mengundang teman.
onboarding-2-title = Dapatkan lewat tugas
onboarding-2-text = Selesaikan tugas harian, mingguan, dan spesial untuk mengumpulkan token.
onboarding-example-checkin = Check-in Harian
onboarding-example-checkin-detail = Buka aplikasi setiap hari
onboarding-example-share = Bagikan Konten
onboarding-example-share-detail = Bagikan 3 postingan
onboarding-example-invite = Undang Teman
onboarding-example-invite-detail = Ajak seorang teman
onboarding-3-title = Bonus referal
onboarding-3-text = Undang teman dengan kodemu: kamu dapat { $referrer } { -cum } saat mereka menyelesaikan pengenalan, mereka dapat { $referred } { -cum } karena memakainya.
onboarding-4-title = Ruang live & konten
onboarding-4-text = Jelajahi ruang live dari mitra streaming kami dan temukan konten premium dari kreator.
onboarding-5-title = Tonton, main & dapatkan
onboarding-5-text = Dapatkan hadiah sambil menonton video pendek dan bermain mini game. Klaim hadiah berkala untuk menjaga runtunanmu.
onboarding-6-title = Siap Mulai!
onboarding-6-text = Klaim bonus sambutan { $amount } { -cum } dan mulai kumpulkan.
onboarding-bonus = Bonus sambutan
onboarding-bonus-detail = Langsung masuk ke saldomu
onboarding-periodic = Hadiah berkala
onboarding-every-fallback = secara rutin
onboarding-periodic-detail = Klaim { $every }: { $amount } { -cum } per level
onboarding-friend = Setiap teman yang kamu undang
onboarding-friend-detail = Saat teman menyelesaikan pengenalan
referral-have-code = Punya Kode Referal?
referral-applied = Kode referal diterapkan. Bonusmu sedang dikirim.
referral-already-applied = Kode referal temanmu sudah diterapkan ke akunmu.
referral-code = Kode referal
referral-enter = Masukkan kode
referral-applying = Menerapkan...
referral-apply = Terapkan Kode
referral-skip = Lewati dulu


## pages
# Sign-in, email pages, store, upgrades, referrals, rooms, leaderboard, help, play and error messages
# (wip/i18n-pages); amounts, intervals and limits arrive as variables, never typed.

## Sign-in (/login and the sign-in sheet)
auth-loading = Memuat...
auth-title = Masuk ke $CUM
auth-back-home = Kembali ke beranda
auth-gate-text = Silakan masuk untuk melanjutkan
auth-sign-in = Masuk
auth-method-email = Email
auth-method-wallet = Dompet
auth-method-telegram = Telegram
auth-methods-aria = Cara masuk
auth-sign-in-with = Masuk dengan { $method }
auth-features-title = Fitur platform
auth-feature-1 = Dapatkan token dari interaksi sosial
auth-feature-2 = Selesaikan tugas untuk hadiah
auth-feature-3 = Platform video tonton-dapat-hadiah
auth-feature-4 = Autentikasi aman dengan banyak metode
auth-welcome = Selamat datang, { $name }!
auth-welcome-there = teman
auth-signed-in = Kamu sudah masuk
auth-row-method = Metode masuk
auth-row-user-id = ID pengguna
auth-row-balance = Saldo
auth-row-balance-value = { $amount } token
auth-row-status = Status
auth-status-active = Aktif
auth-status-pending = Pengenalan belum selesai
auth-row-email = Email
auth-row-wallet = Dompet
auth-row-telegram-id = ID Telegram
auth-open-app = Buka aplikasi
auth-logout = Keluar
auth-email-modes = Masuk dengan email
auth-create-account = Buat Akun
auth-creating-account = Membuat akun...
auth-signing-in = Sedang masuk...
auth-field-email = Email
auth-field-username = Nama pengguna
auth-field-password = Kata sandi
auth-field-first-name = Nama depan
auth-field-last-name = Nama belakang
auth-forgot-password = Lupa kata sandi?
auth-error-generic = Terjadi kesalahan. Silakan coba lagi.
auth-error-email = Masukkan alamat email yang valid
auth-error-username-short = Nama pengguna minimal { $min } karakter
auth-error-password-required = Kata sandi wajib diisi
auth-error-password-short = Kata sandi minimal { $min } karakter
auth-telegram-inside = Kamu ada di Telegram: kami memasukkanmu otomatis dengan akun Telegram-mu.
auth-try-again = Coba lagi
auth-telegram-link-failed = Tidak dapat membuat tautan masuk.
auth-telegram-link-expired = Tautan masuk ini sudah kedaluwarsa.
auth-telegram-new-link = Minta tautan baru
auth-telegram-how = Buka tautan di Telegram (atau pindai kode dengan ponselmu) lalu tekan Mulai di bot. Halaman ini langsung memasukkanmu begitu kamu konfirmasi.
auth-telegram-qr = Tautan masuk Telegram
auth-telegram-open = Buka Telegram
# Number matching: the bot asks the user to pick this number (shown after it) among three.
auth-telegram-code = Di Telegram, ketuk angka ini:
auth-telegram-waiting = Menunggu konfirmasi di Telegram...
auth-wallet-soon-title = Segera Hadir
auth-wallet-soon-text = Masuk dengan MetaMask dan dompet Web3 lainnya.
auth-wallet-soon-button = Hubungkan Dompet (Segera Hadir)
auth-wallet-soon-alert = Koneksi dompet segera hadir! Kami sedang mengintegrasikan MetaMask dan dompet Web3 lainnya.
auth-wallet-how = Hubungkan dompet browser seperti MetaMask dan tanda tangani pesan sekali pakai untuk membuktikan alamat itu milikmu. Tanpa transaksi, tanpa biaya.
auth-wallet-connect = Hubungkan Dompet
auth-wallet-connecting = Menghubungkan...
auth-wallet-none = Dompet tidak ditemukan. Pasang MetaMask (atau dompet Web3 lain) atau buka halaman ini di aplikasi dompetmu.
auth-wallet-no-account = Dompet tidak membagikan akun apa pun.
auth-wallet-rejected = Permintaan ditolak di dompet.
auth-wallet-failed = Gagal menghubungkan dompet.

## Email pages
email-check-inbox = Cek kotak masukmu
email-send-failed = Kami tidak dapat mengirim tautannya.
email-yours = Email kamu
email-loading = Memuat
email-confirmed = Terkonfirmasi
email-not-confirmed = Belum dikonfirmasi
email-none = Belum ada email
email-pending = Menunggu kamu membuka tautan yang kami kirim
email-change = Ganti email
email-add = Tambahkan email
email-change-help = Masukkan kata sandimu untuk konfirmasi. Kami mengirim tautan ke alamat baru; email berganti setelah kamu membukanya.
email-add-help = Pilih kata sandi untuk masuk dengan email ini ({ $min } sampai { $max } karakter). Kami mengirim tautan ke alamat itu; email berlaku setelah kamu membukanya.
email-new = Email baru
email-your-password = Kata sandimu
email-choose-password = Pilih kata sandi
email-send-confirmation = Kirim tautan konfirmasi
email-forgot-title = Lupa kata sandi?
email-forgot-help = Kami akan mengirim tautan untuk memilih kata sandi baru.
email-field = Email
email-something-wrong = Terjadi kesalahan.
email-send-reset = Kirim tautan reset
email-back-to-sign-in = Kembali ke halaman masuk
email-password-changed = Kata sandi diganti
email-sign-in = Masuk
email-passwords-differ = Kedua kata sandi tidak sama.
email-reset-failed = Kami tidak dapat mengganti kata sandimu.
email-reset-title = Pilih kata sandi baru
email-reset-help = { $min } sampai { $max } karakter. Beberapa kata yang tidak berhubungan membuat kata sandi yang kuat.
email-new-password = Kata sandi baru
email-repeat-password = Ulangi kata sandi baru
email-change-password = Ganti kata sandi
email-link-incomplete = Tautan ini tidak lengkap. Buka lagi tautan dari email.
email-undo-failed = Kami tidak dapat membatalkan perubahan.
email-undoing = Membatalkan perubahan email…
email-undo-title = Batalkan perubahan email
email-verified = { $message } { $email } sekarang menjadi email akunmu.
email-verify-failed = Kami tidak dapat mengonfirmasi emailmu.
email-confirming = Mengonfirmasi emailmu…
email-verify-title = Konfirmasi emailmu
email-go-to-app = Buka aplikasi

## Store and upgrades
shop-balance = Saldo
shop-your-balance = Saldo Kamu
shop-amount = { $amount } $CUM
shop-owned = ✓ Dimiliki
shop-buy = Beli
shop-buy-item = Beli { $title }
# The confirmation sheet before a purchase (Store, Upgrades).
purchase-title = Konfirmasi pembelian
purchase-price = Harga
purchase-balance-after = Saldo setelahnya
purchase-buying = Membeli...
purchase-buy-for = Beli seharga { $amount } { -cum }
purchase-cancel = Batal
shop-purchase-failed = Pembelian tidak berhasil. Silakan coba lagi.
store-load-failed = Tidak dapat memuat toko
store-items = Item
store-type-cosmetic = Kosmetik
store-type-access = Akses
store-type-booster = Booster
store-soon = Segera
store-coming-soon = Segera hadir
store-active-until = Aktif sampai { $date }
store-extend = Perpanjang
store-loading-item = Memuat item
store-item = Item
store-more-soon = Item lain segera hadir
store-more-soon-text = Kosmetik, booster, dan pass baru sedang disiapkan. Terus kumpulkan $CUM!
store-coming-soon-aria = Segera hadir
store-purchased-title = Pembelian selesai!
store-purchased-text = { $title } sekarang milikmu.
store-your-item = Item kamu
upgrades-load-failed = Tidak dapat memuat peningkatan
upgrades-your-stats = Statistikmu
upgrades-reward-level = Level Hadiah
upgrades-level = Level { $level }
upgrades-level-of = Level { $level } dari { $max }
upgrades-sets-level = Menaikkan level hadiahmu ke { $level } dari { $max } (sekarang { $current })
upgrades-one-time = Sekali beli
upgrades-locked = Terkunci
upgrades-reward-per-claim = Hadiah per klaim
upgrades-task-bonus = Bonus Tugas
upgrades-active-bonus = Aktif (+{ $percent }%)
upgrades-active = Aktif
upgrades-not-owned = Belum dimiliki
upgrades-premium = Akses Premium
upgrades-title = Peningkatan
upgrades-loading = Memuat peningkatan
upgrades-upgrade = Peningkatan
upgrades-purchased-title = Peningkatan dibeli!
upgrades-purchased-text = { $title } sekarang aktif.
upgrades-your-upgrade = Peningkatanmu

## Referrals
referral-title = Program Referral
referral-stats-aria = Statistik referral
referral-total = Total Referral
referral-earnings = Total Penghasilan
referral-pending = Tertunda
referral-completed = Selesai
referral-code-title = Kode Referral Kamu
referral-code-text = Teman yang bergabung dengan kodemu mendapat { $referred } $CUM. Kamu mendapat { $referrer } $CUM setelah mereka menyelesaikan pengenalan.
referral-code-failed = Tidak dapat memuat kode referralmu.
referral-code-aria = Kode referralmu
referral-copy = Salin Kode
referral-share = Bagikan
referral-copied = Tersalin!
referral-code-copied = Kode referral disalin ke papan klip
referral-error = Kesalahan
referral-copy-failed = Tidak dapat menyalin kode referral
referral-message-copied = Pesan ajakan disalin ke papan klip
referral-message-copy-failed = Tidak dapat menyalin pesan ajakan
referral-share-title = $CUM Rewards
referral-share-text = Gabung denganku di $CUM Rewards dan dapatkan bonus { $referred } $CUM dengan kode referralku { $code }!
referral-use-title = Punya Kode Referral?
referral-use-text = Masukkan kode teman untuk mendapat { $referred } $CUM.
referral-use-aria = Kode referral
referral-use-placeholder = Masukkan kode referral
referral-use-button = Pakai Kode Referral
referral-success = Berhasil!
referral-use-failed = Gagal memakai kode referral
referral-list-title = Referral Kamu
referral-list-failed = Tidak dapat memuat referralmu
referral-none = Belum ada referral
referral-user = Pengguna #{ $id }
referral-private-friend = Seorang teman (profil privat)
referral-you-earned = Kamu mendapat +{ $amount } { -cum }
referral-joined = Bergabung { $date }
referral-completed-on = Selesai { $date }
referral-status-completed = Selesai
referral-status-pending = Tertunda
# Why a pending referral has not paid yet (both sides).
referral-waits-onboarding = Menunggu temanmu menyelesaikan pengenalan
referral-waits-email = Menunggu temanmu mengonfirmasi email-nya
referral-own-waits-email = Hadiah referal temanmu dibayar setelah kamu mengonfirmasi email-mu. Buka tautan yang kami kirim.

## Rooms
rooms-notice = Ruang disiarkan oleh layanan streaming mitra kami.
rooms-notice-link = Mengetuk ruang akan membukanya di situs mitra, tempat ketentuan mereka berlaku.
rooms-live-now = Sedang Live
rooms-live-count = Sedang Live ({ $count })
rooms-offline = Offline
rooms-offline-count = Offline ({ $count })
rooms-loading = Memuat ruang
rooms-room-title = Judul ruang
rooms-load-failed = Tidak dapat memuat ruang
rooms-empty-title = Belum ada ruang saat ini
rooms-empty-text = Tidak ada yang sedang siaran. Daftar ini diperbarui sendiri, jadi cek lagi nanti.
rooms-no-live = Tidak ada ruang live saat ini
rooms-no-live-text = Ruang yang mulai live akan muncul di sini.
rooms-partnership = Kemitraan
rooms-partner = Bekerja sama dengan mitra streaming kami
rooms-live = LIVE
rooms-viewers = { $count ->
   *[other] { $shown } penonton
}

## Leaderboard
leaderboard-title = Papan Peringkat
leaderboard-period = Periode
leaderboard-weekly = Mingguan
leaderboard-weekly-hint = $CUM yang didapat minggu ini (Senin sampai Minggu, UTC)
leaderboard-all-time = Sepanjang masa
leaderboard-all-time-hint = $CUM yang didapat sejak bergabung
leaderboard-friends = Teman
leaderboard-friends-hint = Kamu, teman yang kamu ajak, dan yang mengajakmu
leaderboard-hidden = Tersembunyi
leaderboard-you = Kamu
leaderboard-level = Level { $level }
leaderboard-player = Nama pemain
leaderboard-failed = Tidak dapat memuat papan peringkat.
leaderboard-your-rank = Peringkatmu
leaderboard-empty = Belum ada yang mendapat $CUM di sini. Jadilah yang pertama!
leaderboard-climb = Kumpulkan lebih banyak $CUM untuk masuk daftar.

## Help
help-title = Bantuan
help-faq-title = Pertanyaan yang Sering Diajukan
help-q-earn = Bagaimana cara mendapatkan $CUM?
help-a-earn = Klaim hadiah berkala di Beranda, selesaikan tugas, tonton video di Play, mainkan game, dan ajak teman. Setiap kredit muncul di Profil → Aktivitas.
help-q-periodic = Seberapa sering saya bisa mengklaim hadiah berkala?
help-a-periodic = Setiap klaim memberi { $perLevel } $CUM dikali level hadiahmu. Kartu di Beranda menampilkan hitung mundur ke klaim berikutnya, sesuai waktu server kami.
help-q-streak = Apa itu runtutan hadiah?
help-a-streak = Jumlah hari berturut-turut (UTC) kamu mengklaim hadiah berkala. Terlewat sehari, streak mulai lagi dari 1.
help-q-referrals = Bagaimana cara kerja referral?
help-a-referrals = Bagikan kodemu dari halaman Referral. Teman yang memakainya dalam { $days } hari setelah mendaftar langsung mendapat { $referred } $CUM, dan kamu mendapat { $referrer } $CUM setelah dia menyelesaikan pengenalan. Satu akun hanya bisa memakai satu kode sekali, dan tidak bisa kodenya sendiri.
help-q-welcome = Apa itu bonus selamat datang?
help-a-welcome = { $welcome } $CUM, dibayar sekali setelah kamu menyelesaikan pengenalan. Jika kamu melewatinya, klaim dari kartu di Beranda.
help-q-level = Bagaimana cara menaikkan level hadiah?
help-a-level = Beli Pengganda Hadiah di Peningkatan. Setiap level menambah setiap hadiah berkala.
help-q-refused = Kenapa klaim ditolak?
help-a-refused = Hadiah punya batas (satu klaim berkala per interval, batas harian untuk video dan game). Pesan yang muncul menjelaskan alasannya; saldomu tidak dikurangi.
help-q-delete = Bagaimana cara menghapus akun?
help-a-delete = Profil → Pengaturan → Hapus Akun. Data pribadimu dihapus dan kamu keluar; ini tidak bisa dibatalkan.
help-q-who = Siapa yang boleh memakai $CUM Rewards?
help-a-who = Hanya orang dewasa: usiamu harus { $age } tahun atau lebih.
help-support-title = Hubungi Dukungan
help-support-bot = Kirim pesan ke bot kami @{ $bot } di Telegram dan kirim /help.
help-support-button = Kirim pesan ke @{ $bot }
help-support-nobot = Buka bot $CUM di Telegram dan kirim /help.
help-balance-question = Ada pertanyaan soal saldo? Sertakan waktu klaim dari { $link }.
help-activity-link = Profil → Aktivitas

## Play (videos)
play-back = Kembali
play-unavailable-title = Video tidak tersedia
play-no-videos = Belum ada video untuk ditonton saat ini.
play-try-again = Coba lagi
play-pause = Jeda
play-play = Putar
play-video-unavailable = Video ini tidak tersedia
play-cannot-play = Video ini tidak bisa diputar sekarang.
play-earned = Didapat
play-previous = Video sebelumnya
play-next = Video berikutnya
play-swipe-hint = Geser ke atas/bawah untuk ganti video
play-actions = Aksi video
play-like = Suka
play-dislike = Tidak suka
play-comment = Komentar
play-share = Bagikan
play-action-count = { $label } ({ $count })
play-already-done = Sudah dilakukan
play-action-failed = Gagal memproses aksi
play-watched = { $seconds } dtk ditonton · ≈{ $estimate }
play-views = { $count ->
   *[other] { $shown } kali ditonton
}

## Error messages by error code
error-code-network-error = Tidak dapat terhubung ke server. Periksa koneksimu dan coba lagi.
error-code-unauthorized = Silakan masuk lagi.
error-code-forbidden = Kamu tidak diizinkan melakukan ini.
error-code-not-found = Kami tidak menemukan yang kamu cari.
error-code-payload-too-large = Terlalu besar untuk dikirim.
error-code-too-many-requests = Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.
error-code-internal-error = Terjadi kesalahan di pihak kami. Silakan coba lagi.
error-code-service-unavailable = Layanan sedang sibuk. Coba lagi sebentar lagi.
error-code-account-suspended = Akunmu ditangguhkan: kamu bisa melihat-lihat, tetapi tidak bisa mendapatkan atau membelanjakan.
error-code-insufficient-funds = $CUM kamu tidak cukup untuk ini.
error-password-weak = Gunakan minimal { $min } karakter dan hindari kata sandi yang umum

## Store items and upgrades by id
store-item-premium-badge = Lencana Premium
store-item-premium-badge-text = Pamerkan lencana premium di profilmu.
store-item-vip-pass = Pass Akses VIP
store-item-vip-pass-text = Akses VIP ke ruang eksklusif selama { $days } hari.
store-item-token-booster = Booster Token
store-item-token-booster-text = Gandakan hadiah tugasmu selama { $hours } jam.
store-item-avatar-frame = Bingkai Avatar Kustom
store-item-avatar-frame-text = Bingkai unik untuk avatarmu.
upgrade-multiplier-2x = Pengganda Hadiah x2
upgrade-multiplier-2x-text = Gandakan hadiah berkalamu: { $amount } $CUM per klaim, bukan { $base }.
upgrade-multiplier-3x = Pengganda Hadiah x3
upgrade-multiplier-3x-text = Tiga kali lipat hadiah berkalamu: { $amount } $CUM per klaim.
upgrade-task-bonus = Bonus Tugas
upgrade-task-bonus-text = Dapatkan { $percent }% $CUM lebih banyak dari setiap tugas.
upgrade-premium-access = Akses Premium
upgrade-premium-access-text = Buka ruang eksklusif dan konten premium.
shop-reason-insufficient = { $title } seharga { $price } $CUM: kamu butuh { $missing } $CUM lagi.
upgrade-reason-after = { $title } terbuka setelah kamu membeli { $before }.
upgrade-reason-balance = { $title } terbuka saat saldomu mencapai { $amount } $CUM.

## daily streak card
streak-title = Runtutan harian
streak-toast = Runtutan hari ke-{ $day }!
streak-claim-failed = Gagal mengklaim hadiah runtutan hari ini
streak-claim-button = Klaim hari { $day }: { $amount } { -cum }
streak-load-failed = Gagal memuat runtutanmu
streak-summary-none = Kembalilah setiap hari: tiap hari berturut-turut memberi lebih banyak.
streak-summary = { $days } hari berturut-turut. Lewatkan sehari dan runtutan mulai lagi.
streak-day-aria = Hari { $day }: { $amount } { -cum }, { $state ->
    [claimed] sudah diklaim
    [today] hari ini
   *[other] akan datang
}
streak-day = Hari { $day }
streak-done = Hadiah hari ini sudah diklaim. Kembali besok untuk hari { $next }.
streak-use-button = Klaim hadiah hari ini dengan tombol di bawah.
toast-dismiss = Tutup notifikasi

## Refusals of the server with their figures (shared/src/contract/error-reasons.ts, lib/error-reasons.ts).
## `wait-*` are durations after "dalam" ("dalam 5 menit").
wait-seconds = { $seconds } detik
wait-minutes = { $minutes } menit
wait-hours = { $hours } jam
wait-hours-minutes = { $hours } { $minutes }
error-code-too-early = Masih terlalu cepat. Coba lagi sebentar lagi.
error-code-already-done = Itu sudah selesai.
error-code-limit-reached = Kamu sudah mencapai batas untuk saat ini. Coba lagi nanti.
error-code-locked = Ini masih terkunci.
error-reason-reward-too-early = Hadiah berikutnya dalam { $wait } (pukul { $time }).
error-reason-streak-claimed = Hadiah streak hari ini sudah diklaim. Kembali lagi besok.
error-reason-store-unavailable = Segera hadir: { $item } belum tersedia.
error-reason-store-owned = Kamu sudah punya { $item }.
error-reason-store-insufficient = { $item } seharga { $price } $CUM: kamu masih butuh { $missing } $CUM lagi.
error-reason-upgrade-owned = Kamu sudah punya { $upgrade }.
error-reason-upgrade-locked-after = { $upgrade } terbuka setelah kamu membeli { $before }.
error-reason-upgrade-locked-balance = { $upgrade } terbuka saat saldomu mencapai { $balance } $CUM.
error-reason-upgrade-insufficient = { $upgrade } seharga { $price } $CUM: kamu masih butuh { $missing } $CUM lagi.
error-reason-task-done = Kamu sudah menyelesaikan tugas ini untuk saat ini.
error-reason-task-too-early = Selesaikan tugasnya dulu: kamu bisa mengklaim hadiah dalam { $wait }.
error-reason-task-not-joined = Kamu belum bergabung ke channel. Bergabunglah, lalu klaim hadiahmu.
error-reason-clicker-too-fast = Ketukan itu lebih cepat dari yang bisa dilakukan siapa pun (paling banyak { $perSecond } per detik). Tidak ada yang dikreditkan.
error-reason-clicker-hourly-cap = Kamu sudah mencapai batas clicker { $cap } $CUM per jam. Coba lagi dalam { $wait }.
error-reason-clicker-no-energy = Energi habis. Terisi kembali dalam { $wait }.
error-reason-rush-daily-limit = Kamu sudah memainkan semua { $games } permainan Token Rush hari ini. Kembali lagi besok!
error-reason-rush-in-progress = Kamu masih punya permainan Token Rush yang berjalan. Selesaikan dulu, atau tunggu satu menit sampai kedaluwarsa, sebelum memulai yang baru.
error-reason-rush-too-early = Satu ronde Token Rush berlangsung { $wait }: hasil itu datang terlalu cepat. Tidak ada yang dikreditkan.
error-reason-rush-expired = Sesi permainan ini sudah kedaluwarsa. Mulai permainan baru.
error-reason-video-daily-limit = Kamu sudah mencapai batas harian { $duration } menonton berbayar. Kembali lagi besok!
error-reason-video-done = Kamu sudah melakukan aksi ini pada video ini.
error-reason-referral-used = Kamu sudah memakai kode referal.
error-reason-referral-unknown = Kode referal itu tidak ada. Periksa lalu coba lagi.
error-reason-referral-own = Kamu tidak bisa memakai kode referalmu sendiri.
error-reason-referral-cycle = Teman ini bergabung dengan kodemu, jadi kamu tidak bisa memakai kodenya.
error-reason-referral-window = Kode referal hanya bisa dipakai dalam { $days } hari setelah akunmu dibuat.
error-reason-onboarding-incomplete = Selesaikan pengenalan dulu, lalu klaim bonus sambutan { $bonus } $CUM.
error-reason-onboarding-age = Konfirmasi bahwa kamu berusia 18 tahun atau lebih sebelum menyelesaikan pengenalan.
error-reason-onboarding-claimed = Kamu sudah mengklaim bonus sambutanmu.
error-reason-account-suspended = { $until ->
    [none] Akunmu ditangguhkan: { $note }. Kamu masih bisa masuk dan melihat-lihat, tetapi tidak bisa mendapatkan atau membelanjakan $CUM.
   *[other] Akunmu ditangguhkan hingga { $until }: { $note }. Kamu masih bisa masuk dan melihat-lihat, tetapi tidak bisa mendapatkan atau membelanjakan $CUM.
}
error-reason-rate-limited = Terlalu banyak percobaan. Coba lagi dalam { $wait }.
error-reason-username-taken = Nama pengguna ini sudah dipakai. Pilih yang lain.
error-reason-link-invalid = Tautan ini tidak valid, kedaluwarsa, atau sudah dipakai. Minta tautan baru.
error-reason-claim-busy = Klaim lain sedang disimpan. Coba lagi.
error-reason-clicker-busy = Skor lain sedang disimpan. Coba lagi.
error-reason-taps-busy = Kumpulan ketukan lain sedang disimpan. Coba lagi.
error-reason-video-busy = Laporan tontonan lain sedang disimpan. Coba lagi.
error-reason-task-changed = Tugas ini berubah sementara itu. Coba lagi.
error-reason-rush-busy = Terlalu banyak permainan dimulai bersamaan. Coba lagi.
error-reason-store-just-bought = Pembelian itu baru saja berhasil. Periksa keuntunganmu sebelum membeli lagi.
error-reason-wallet-taken = Dompet ini sudah terhubung ke akun lain.
error-reason-wallet-linked = Akunmu sudah punya dompet.
error-reason-email-taken = Email ini sekarang milik akun lain, jadi tidak bisa ditambahkan ke akunmu.
error-reason-email-taken-back = Email ini sekarang milik akun lain, jadi tidak bisa dikembalikan ke akunmu.
error-reason-rush-submitted = Skor permainan ini sudah dikirim. Mulai permainan baru untuk bermain lagi.
error-reason-rush-no-session = Sesi permainan ini tidak ada. Mulai permainan Token Rush baru.
error-reason-task-one-step = Tugas ini selesai dalam satu langkah: ketuk Selesaikan.
error-reason-task-has-steps = Tugas ini punya beberapa langkah: mulai, lakukan aksinya, lalu klaim hadiahnya.
error-reason-task-started = Kamu sudah memulai tugas ini.
error-reason-task-start-first = Mulai tugasnya dulu.
error-reason-task-action-done = Kamu sudah melakukan aksi untuk tugas ini. Klaim hadiahmu.
error-reason-task-action-first = Lakukan aksi tugasnya sebelum mengklaim hadiah.
error-reason-task-unavailable = Tugas ini tidak tersedia.
error-reason-task-no-channel = Tugas ini belum punya channel untuk diperiksa. Coba lagi nanti.
error-reason-task-needs-telegram = Masuk dengan Telegram dulu: tugas ini memeriksa apakah kamu sudah bergabung ke channel.
error-reason-video-unknown = Video ini tidak ada.
error-reason-wallet-coming-soon = Koneksi dompet segera hadir! Kami sedang mengintegrasikan MetaMask dan dompet Web3 lainnya.
error-reason-account-gone = Akun ini sudah tidak ada.
error-reason-email-signin-off = Masuk dengan email dinonaktifkan di server ini.
error-reason-credentials-invalid = Email atau kata sandi salah.
error-reason-password-wrong = Kata sandimu salah.
error-reason-email-same = Ini sudah email kamu.
error-reason-login-number-wrong = Itu bukan angka yang ditampilkan browsermu: proses masuk dibatalkan.
error-reason-login-link-expired = Tautan masuk ini sudah kedaluwarsa atau sudah dipakai. Silakan mulai lagi.
error-reason-login-link-used = Tautan masuk ini sudah kedaluwarsa atau sudah dipakai.
error-reason-login-cancelled = Proses masuk dibatalkan di Telegram. Mulai lagi untuk masuk.
error-reason-not-possible-now = Itu tidak bisa dilakukan sekarang.
error-reason-task-channel-hidden = Kami tidak bisa memeriksa channel ini: bot belum bisa melihat anggotanya. Coba lagi nanti.
error-reason-task-check-unavailable = Kami belum bisa memeriksa keanggotaan channel sekarang. Coba lagi nanti.

## profile activity tab; ledger entries named by their kind outside English
activity-load-failed = Tidak dapat memuat aktivitasmu
activity-empty = Belum ada aktivitas
activity-empty-hint = Klaim hadiah atau selesaikan tugas untuk memulai.
activity-recent = Aktivitas terbaru
ledger-kind-welcome-bonus = Bonus selamat datang
ledger-kind-periodic-reward = Hadiah berkala
ledger-kind-daily-streak = Hadiah streak harian
ledger-kind-task-reward = Hadiah tugas
ledger-kind-referral-bonus = Bonus referral
ledger-kind-referral-reward = Hadiah referral
ledger-kind-video-watch = Menonton video
ledger-kind-video-social = Suka atau bagikan video
ledger-kind-game-clicker = CUM Clicker
ledger-kind-game-rush = Token Rush
ledger-kind-upgrade-purchase = Pembelian peningkatan
ledger-kind-store-purchase = Pembelian di toko
ledger-kind-admin-adjustment = Penyesuaian saldo oleh staf

## profile: sign-in methods, danger zone, wallet and profile toasts
profile-auth-methods = Metode masuk
profile-auth-primary = Utama
profile-auth-not-added = Belum ditambahkan
profile-auth-not-connected = Belum terhubung
profile-auth-add-email = Tambah email
profile-auth-connecting = Menghubungkan...
profile-danger-zone = Zona berbahaya
profile-delete-warning = Menghapus akun akan menghapus data pribadimu dan mengeluarkanmu. Ini tidak bisa dibatalkan.
profile-delete-account = Hapus akun
profile-delete-title = Hapus akunmu?
profile-delete-text = Saldo, profil, dan metode masukmu akan hilang selamanya. Ketik { $word } untuk mengonfirmasi.
profile-delete-your-username = Nama penggunamu
profile-delete-type-word = Ketik { $word }
profile-deleting = Menghapus...
profile-delete-failed = Gagal menghapus akun
wallet-connected = Dompet terhubung
wallet-connected-hint = Sekarang kamu juga bisa masuk dengan dompet ini.
wallet-none = Dompet tidak ditemukan
wallet-none-hint = Pasang MetaMask atau dompet browser lain, lalu coba lagi.
wallet-connect-failed = Gagal menghubungkan dompet
profile-updated = Profil diperbarui
profile-updated-hint = Profilmu berhasil diperbarui.
profile-update-failed = Gagal memperbarui profil
profile-update-failed-short = Pembaruan gagal
tasks-loading-aria = Memuat tugas

## the contract's field rules (names, usernames), for the server's field issues and the profile editor
field-required = { $field } wajib diisi
field-too-long = { $field } maksimal { $max } karakter
auth-error-username-long = Nama pengguna maksimal { $max } karakter
auth-error-username-chars = Nama pengguna hanya boleh berisi huruf, angka, dan garis bawah
