# Teks bot (lihat en/bot.ftl: markup HTML Telegram, angka hanya dari variabel).

## Bagian bersama

every-interval =
    { $unit ->
        [day] { $count ->
            [1] setiap hari
           *[other] setiap { $count } hari
        }
        [hour] { $count ->
            [1] setiap jam
           *[other] setiap { $count } jam
        }
       *[minute] { $count ->
            [1] setiap menit
           *[other] setiap { $count } menit
        }
    }
cum-amount = { $amount } $CUM
open-app = Buka aplikasi
referral-terms = Undang teman: setiap teman yang bergabung lewat tautanmu mendapat { $bonus }, dan kamu mendapat { $reward } setelah mereka menyelesaikan pengenalan di aplikasi.

## /start

greeting =
    Hai, <b>{ $name }</b>! Selamat datang di $CUM.
    Klaim hadiah { $interval }, selesaikan tugas, tonton video, dan mainkan game untuk mendapatkan $CUM.
    { $terms }
greeting-anonymous =
    Hai! Selamat datang di $CUM.
    Klaim hadiah { $interval }, selesaikan tugas, tonton video, dan mainkan game untuk mendapatkan $CUM.
    { $terms }
referral-kept = Kamu diundang oleh teman: buka aplikasi untuk membuat akun dan dapatkan bonus referal { $bonus }.
referral-has-account = Kamu sudah punya akun, jadi undangan ini tidak bisa diterapkan otomatis. Jika belum pernah memakai kode referal, masukkan <code>{ $code }</code> di layar Referal pada aplikasi.
referral-unknown = Tautan undangan ini tidak valid (kami tidak mengenal kode referalnya), tapi kamu tetap boleh bergabung.
referral-own = Ini tautan undanganmu sendiri: bagikan ke teman-teman (/invite memberimu tombol bagikan). Kode milikmu sendiri tidak bisa dipakai di akunmu.
open-app-link = Buka aplikasi: { $url }

## Jawaban sehari-hari

fallback =
    Aku tidak mengerti. Semuanya ada di aplikasi: ketuk tombol di bawah.

    /balance - saldo $CUM kamu
    /invite - tautan undanganmu
    /help - apa saja yang bisa dilakukan bot ini
group-start = Aku bekerja di chat pribadi: buka { $link } untuk mendapatkan $CUM.
stale-button = Tombol ini sudah tidak berfungsi. Kirim /start untuk menu baru.
no-account = Kamu belum punya akun $CUM: buka aplikasi untuk membuatnya, lalu coba lagi.
sorry = Maaf, ada masalah di pihak kami. Silakan coba lagi sebentar lagi.
unavailable = Layanan sedang tidak tersedia sebentar. Silakan coba lagi dalam beberapa detik.
suspended = Akunmu ditangguhkan: { $reason }. Kamu masih bisa masuk dan melihat-lihat, tapi tidak bisa mendapatkan atau membelanjakan $CUM.
suspended-until = Akunmu ditangguhkan sampai { $until } UTC: { $reason }. Kamu masih bisa masuk dan melihat-lihat, tapi tidak bisa mendapatkan atau membelanjakan $CUM.
app = Ketuk tombol untuk membuka aplikasi $CUM.
balance = Saldomu: <b>{ $amount }</b>.
invite =
    <b>Tautan undanganmu:</b>
    { $link }

    Kodemu: <code>{ $code }</code>
    { $terms }
invite-share = Bagikan tautan undangan
invite-share-text = Gabung bersamaku di $CUM dan dapatkan bonus!

## /help dan menu perintah

help-intro = Dapatkan $CUM dari hadiah, tugas, video, game, dan teman, semuanya di aplikasi.
help-admin = Perintah admin:
command-start = Sambutan dan tombol aplikasi
command-app = Buka aplikasi $CUM
command-balance = Saldo $CUM kamu
command-invite = Tautan undangan untuk dibagikan
command-help = Apa yang bisa dilakukan bot ini

description =
    Dapatkan $CUM: klaim hadiah { $interval }, selesaikan tugas, tonton video, dan mainkan game.

    { $terms }

    Tekan Mulai, lalu Buka aplikasi.
short-description = Dapatkan $CUM dari hadiah, tugas, video, game, dan teman.

## Masuk di browser (/start auth_<token>)

login-ask =
    <b>Masuk ke { $site } di browser-mu?</b>

    Diminta oleh { $browser } pukul { $time } UTC ({ $ago }).

    Konfirmasi hanya jika kamu sendiri baru saja menekan Masuk di komputer. Jika seseorang mengirimimu tautan ini, tekan Batal: mengonfirmasi akan memasukkan orang itu ke akunmu.
login-pick = Untuk mengonfirmasi, ketuk angka yang ditampilkan browser-mu.
login-ago =
    { $minutes ->
        [0] baru saja
       *[other] { $minutes } menit yang lalu
    }
login-confirm = Konfirmasi
login-cancel = Batal
login-confirmed = Kamu sudah masuk ke { $site }. Kembali ke browser-mu: prosesnya berlanjut sendiri.
login-cancelled = Masuk dibatalkan. Tautan tidak berlaku lagi dan tidak ada yang dibagikan ke browser.
login-wrong-code = Itu bukan angka yang ditampilkan browser-mu, jadi proses masuk dibatalkan. Jika itu memang kamu, tekan Masuk lagi di browser.
login-gone = Tautan masuk ini sudah kedaluwarsa atau sudah dipakai. Kembali ke browser dan mulai lagi.

## Notifikasi

updates-header = Ada { $count } kabar baru untukmu:
notify-reward_ready = Hadiah { $amount } kamu sudah siap. Buka aplikasi untuk mengklaimnya!
notify-referral_completed = Temanmu sudah menyelesaikan pengenalan: kamu mendapat { $amount }!
notify-bonus_received = Bonus sambutan { $amount } sudah masuk ke saldomu. Terus kumpulkan di aplikasi!
