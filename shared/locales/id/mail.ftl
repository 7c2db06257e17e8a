# Email dari API (teks biasa). Durasi hanya dari variabel.

mail-signature = — $CUM Rewards
link-lifetime = { $hours } jam

verification-subject = Konfirmasi email kamu untuk $CUM Rewards
verification-change-subject = Konfirmasi email barumu untuk $CUM Rewards
verification-intro = Selamat datang di $CUM Rewards!
verification-change-intro = Kamu meminta alamat ini dipakai untuk akun $CUM Rewards milikmu.
verification-body =
    { $intro }

    Konfirmasi alamat email ini dengan membuka tautan di bawah (hanya berlaku sekali, selama { $lifetime }):

    { $link }

    Jika ini bukan kamu, abaikan email ini: tidak ada yang berubah tanpa tautan tersebut.

already-registered-subject = Seseorang mencoba mendaftar dengan email kamu
already-registered-body =
    Seseorang (mungkin kamu) mencoba membuat akun $CUM Rewards dengan alamat email ini, padahal alamat ini sudah punya akun. Tidak ada akun baru yang dibuat.

    Masuk: { $loginUrl }
    Lupa kata sandi? { $forgotUrl }

    Jika ini bukan kamu, abaikan saja email ini.

reset-subject = Atur ulang kata sandi $CUM Rewards kamu
reset-body =
    Seseorang (semoga kamu) meminta pengaturan ulang kata sandi akun $CUM Rewards dengan email ini.

    Pilih kata sandi baru di sini (tautan hanya berlaku sekali, selama { $lifetime }):

    { $link }

    Kata sandi baru akan mengeluarkan akun dari semua perangkat. Jika ini bukan kamu, abaikan email ini.

email-in-use-subject = Seseorang mencoba menambahkan email kamu ke akun lain
email-in-use-body =
    Seseorang mencoba menambahkan alamat email ini ke akun $CUM Rewards lain. Alamat ini sudah menjadi milik akunmu, jadi tidak ada yang berubah.

    Jika ini bukan kamu, abaikan saja email ini.

email-changed-subject = Email akun $CUM Rewards kamu telah diubah
email-changed-body =
    Email akun $CUM Rewards kamu telah diubah: alamat ini tidak bisa lagi dipakai untuk masuk, dan perangkat lain akun ini telah dikeluarkan.

    Jika ini bukan kamu, batalkan perubahan dengan tautan di bawah (hanya berlaku sekali, selama { $lifetime }). Tautan ini mengembalikan alamat ini ke akun, mengeluarkan akun dari semua perangkat, dan mengirimimu tautan untuk memilih kata sandi baru:

    { $link }

    Jika itu memang kamu, abaikan email ini.
