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
home-daily-streak = Runtunan Harian
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
referral-code = Kode referal
referral-enter = Masukkan kode
referral-applying = Menerapkan...
referral-apply = Terapkan Kode
referral-skip = Lewati dulu
