# صفحه‌های مینی‌اپ (miniapp/src/i18n). مرجع: en/app.ftl.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = در حال بارگذاری...
app-connecting = در حال اتصال...
nav-main = اصلی
nav-home = خانه
nav-tasks = کارها
nav-play = تماشا
nav-games = بازی‌ها
nav-more = بیشتر
nav-leaderboard = جدول امتیازات
nav-rooms = اتاق‌ها
nav-upgrades = ارتقاها
nav-store = فروشگاه
nav-referral = دعوت دوستان
nav-profile = نمایه
nav-settings = تنظیمات
nav-help = راهنما
header-home = خانهٔ { -cum }
header-balance = موجودی:
menu-account-menu = منوی حساب
menu-account = حساب
menu-admin = پنل مدیریت
menu-logout = خروج
menu-user = کاربر
menu-level = سطح { $level }
bell-title = اعلان‌ها
bell-title-new = اعلان‌ها (جدید)
bell-loading = در حال بارگذاری
bell-loading-activity = در حال بارگذاری فعالیت‌ها
bell-empty = هنوز اعلانی ندارید
bell-empty-hint = پاداش‌ها و خریدهای شما اینجا نمایش داده می‌شوند.
bell-latest = آخرین فعالیت‌ها
offline-banner = آفلاین هستید. تغییرات پس از اتصال دوباره نمایش داده می‌شوند.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = این صفحه وجود ندارد.
error-new-version = نسخهٔ جدید برنامه در دسترس است.
error-screen = در این صفحه مشکلی پیش آمد.
error-reload-hint = برای تلاش دوباره صفحه را بارگذاری کنید یا به برنامه برگردید.
error-reload = بارگذاری دوباره
error-go-to-app = رفتن به برنامه
error-no-server = به سرور دسترسی نداشتیم.
error-try-again = تلاش دوباره
error-retry = تلاش دوباره
error-generic = مشکلی پیش آمد. لطفاً دوباره تلاش کنید.
error-offline-load = آفلاین هستید یا سرور در دسترس نیست. پس از اتصال دوباره به‌روز می‌شود.
error-network = اتصال به سرور ممکن نشد. اتصال اینترنت را بررسی و دوباره تلاش کنید.
error-bad-answer = سرور پاسخی فرستاد که این برنامه آن را نمی‌فهمد.
session-expired = این نشست منقضی شده است. برنامه را ببندید و دوباره از ربات باز کنید.
session-close = بستن

## Toasts

toast-error = خطا
toast-reward-claimed = پاداش دریافت شد!
toast-task-claimed = پاداش دریافت شد!
toast-received = { $amount } { -cum } دریافت کردید
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = دریافت پاداش ممکن نشد
toast-welcome-claimed = هدیهٔ خوش‌آمد دریافت شد!
toast-welcome-received = { $amount } { -cum } دریافت کردید!
toast-welcome-back = خوش برگشتید!
toast-all-set = همه‌چیز آماده است، کسب توکن را شروع کنید!
toast-welcome-failed = دریافت هدیهٔ خوش‌آمد ممکن نشد
toast-bonus-applied = پاداش اعمال شد!
toast-bonus-applied-text = پاداش دعوت پس از پایان آشنایی با برنامه به شما می‌رسد.
toast-referral-failed = اعمال کد دعوت ممکن نشد

## Home

home-name-fallback = دوست عزیز
home-welcome = خوش آمدید، { $name }!
home-welcome-back = خوش برگشتید، { $name }!
home-balance-label = موجودی { -cum } شما
home-level = سطح { $level }
home-reward-level = سطح پاداش
home-streak-days = { $days ->
   *[other] { $days } روز
}
home-daily-streak = زنجیرهٔ پاداش
home-share-title = به اشتراک بگذارید و کسب کنید
home-share-text = دوستانتان را دعوت کنید و به ازای هر نفری که بپیوندد { $amount } { -cum } بگیرید
reward-title = { $unit ->
    [hour] { $count ->
        [1] پاداش ساعتی
       *[other] پاداش هر { $count } ساعت
    }
   *[minute] پاداش دوره‌ای
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] هر ساعت
       *[other] هر { $count } ساعت
    }
   *[minute] { $count ->
        [1] هر دقیقه
       *[other] هر { $count } دقیقه
    }
}
reward-text = { $every } { $amount } { -cum } دریافت کنید
reward-claim = دریافت پاداش
# Inside Telegram the claim is Telegram's own button at the bottom.
reward-ready-native = پاداش شما آماده است: با دکمهٔ پایین آن را دریافت کنید.
reward-claiming = در حال دریافت...
reward-next-in = پاداش بعدی تا
reward-load-error = بارگذاری وضعیت پاداش ممکن نشد
welcome-bonus-title = هدیهٔ خوش‌آمد
welcome-bonus-waiting = هدیهٔ خوش‌آمد { $amount } { -cum } منتظر شماست.
welcome-bonus-onboarding = برای دریافت { $amount } { -cum } آشنایی با برنامه را تمام کنید.
welcome-bonus-claim = دریافت هدیه
welcome-bonus-complete = تکمیل آشنایی
rank-hint = ببینید چه کسی این هفته بیشترین { -cum } را کسب کرده است
rank-earned = { $amount } { -cum } کسب‌شده در این هفته
rank-yours = رتبهٔ شما
rank-yours-number = رتبهٔ شما: { $rank }
rank-unranked = هنوز رتبه‌ای ندارید
rank-unranked-hint = اولین { -cum } خود را این هفته به دست آورید تا وارد جدول شوید
suspension-title = حساب تعلیق شده است
suspension-reason = دلیل: { $reason }
suspension-until = تا { $date }.
suspension-until-lifted = تا زمانی که تیم پشتیبانی آن را بردارد.
suspension-text = همچنان می‌توانید وارد شوید و بگردید، اما نمی‌توانید { -cum } کسب یا خرج کنید.

## Tasks

tasks-daily = روزانه
tasks-weekly = هفتگی
tasks-special = ویژه
tasks-section = کارهای { $section }
tasks-resets-in = { $unit ->
    [day] تازه‌سازی تا { $count } روز دیگر
    [hour] تازه‌سازی تا { $count } ساعت دیگر
   *[minute] تازه‌سازی تا { $count } دقیقه دیگر
}
tasks-load-error = بارگذاری کارها ممکن نشد
tasks-empty = فعلاً کاری موجود نیست
tasks-empty-hint = کارهای جدید مرتب اضافه می‌شوند. به‌زودی سر بزنید!
task-done = انجام شد
task-complete = انجام
task-start = شروع
task-go = برو
task-verify = بررسی
task-claim = دریافت پاداش
task-claim-in = { $seconds } ثانیه
task-claim-in-long = { $seconds ->
   *[other] دریافت تا { $seconds } ثانیهٔ دیگر
}
task-wait-note = کار را در صفحه‌ای که باز شد تمام کنید: پاداش تا { $seconds } ثانیهٔ دیگر باز می‌شود

## Games

games-load-error = بارگذاری بازی‌ها ممکن نشد
games-all = همهٔ بازی‌ها
games-more = بازی‌های بیشتر
games-soon = بازی‌های بیشتر به‌زودی
games-soon-hint = راه‌های تازه برای کسب { -cum } در راه است. منتظر باشید!
games-save-failed = ذخیرهٔ امتیاز ممکن نشد.
games-submit-failed = ارسال امتیاز ممکن نشد.
games-start-failed = شروع بازی ممکن نشد.
clicker-up-to = تا { $amount } { -cum } در ساعت
clicker-description = روی سکه بزنید: هر { $taps } ضربه { $amount } { -cum } می‌دهد.
clicker-play = بازی CUM Clicker
clicker-paused = متوقف: سقف ساعتی پر شده است
clicker-tap = بزنید و کسب کنید
clicker-points-label = { $points ->
   *[other] امتیاز
}
clicker-capped = به سقف این ساعت رسیده‌اید: تا آزاد شدن سقف، ضربه‌ها درآمدی ندارند.
clicker-next-payout = پرداخت بعدی در { $points } امتیاز
clicker-this-run = این دور
clicker-earnings = درآمد کلیکر
clicker-credited = واریزشده توسط سرور
clicker-per-tap = هر ضربه { $amount } { -cum } می‌دهد
clicker-taps-label = { $taps ->
   *[other] ضربه
}
clicker-this-visit = این بازدید
clicker-partial = برخی ضربه‌ها پرداخت نشد: انرژی تمام شد یا به سقف ساعتی رسیدید.
clicker-retrying = ذخیرهٔ ضربه‌ها ممکن نشد. دوباره تلاش می‌کنیم.
clicker-energy = انرژی
clicker-energy-empty = انرژی تمام شد: خودش پر می‌شود
clicker-energy-aria = انرژی کلیکر
cap-reached = سقف ساعتی پر شد
cap-left = باقی‌مانده در این ساعت
cap-of = { $left } از { $cap } { -cum }
cap-aria = درآمد باقی‌ماندهٔ کلیکر در این ساعت
cap-again-from = ضربه‌ها از { $time } دوباره درآمد دارند.
rush-range = { $min } تا { $max }
rush-per-game = { $range } { -cum } در هر بازی
rush-description = { $seconds } ثانیه باران توکن: هرچه امتیاز بیشتر، پاداش بزرگ‌تر.
rush-games-left = { $left } از { $total } بازی امروز باقی مانده
rush-play = بازی Token Rush
rush-subtitle = { $seconds } ثانیه · { $range } { -cum } در هر بازی
rush-intro = توکن‌ها { $seconds } ثانیه می‌بارند. پیش از افتادن رویشان بزنید: هرچه بیشتر بگیرید، بیشتر می‌برید.
rush-start = شروع بازی
rush-time-left = زمان باقی‌مانده
rush-seconds = { $seconds } ثانیه
rush-score = امتیاز
rush-progress = پیشرفت دور
rush-submitting = در حال ارسال امتیاز…
rush-checking = در حال بررسی ضربه‌های شما…
rush-verified = امتیاز تأییدشده: { $score } از { $max }
rush-send-again = ارسال دوبارهٔ امتیاز
rush-play-again = بازی دوباره
rush-how = چطور کار می‌کند
rush-how-aria = Token Rush چطور کار می‌کند
rush-rules = سرور دور را آغاز می‌کند و توکن‌ها را می‌چیند؛ توکنی حساب می‌شود که هنگام افتادن رویش بزنید (توکن‌های طلایی { $gold } امتیاز دارند) و سرور آن را با دقت { $tolerance } میلی‌ثانیه بررسی می‌کند. پاداش: { $min } { -cum } به‌علاوهٔ حداکثر { $spread } { -cum } به نسبت توکن‌های گرفته‌شده، یعنی { $range } { -cum } در هر بازی، { $games } بازی در روز.

## Profile and Settings

profile-loading = در حال بارگذاری نمایه...
profile-sections = بخش‌های نمایه
profile-tab-profile = نمایه
profile-tab-settings = تنظیمات
profile-tab-activity = فعالیت
profile-admin = مدیر
profile-save = ذخیره
profile-saving = در حال ذخیره...
profile-edit = ویرایش
profile-balance = موجودی { -cum }
profile-hide-balance = پنهان کردن موجودی
profile-show-balance = نمایش موجودی
profile-tasks-done = کارهای انجام‌شده
profile-total-rewards = مجموع پاداش‌ها
profile-day-streak = روزهای پیاپی
profile-personal = اطلاعات شخصی
profile-first-name = نام
profile-last-name = نام خانوادگی
profile-username = نام کاربری
profile-account = جزئیات حساب
profile-member-since = عضو از
profile-recently = به‌تازگی
profile-telegram-id = شناسهٔ تلگرام
profile-not-linked = متصل نشده
settings-language = زبان
settings-notifications = اعلان‌ها
settings-privacy = حریم خصوصی
settings-email-notifications = اعلان‌های ایمیلی
settings-push-notifications = اعلان‌های فوری
settings-task-reminders = یادآوری کارها
settings-reward-alerts = هشدار پاداش
settings-private-profile = نمایهٔ خصوصی
settings-show-balance = نمایش موجودی
settings-show-level = نمایش سطح
settings-updated = تنظیمات به‌روز شد
settings-saved = تنظیمات شما ذخیره شد.
settings-failed = به‌روزرسانی تنظیمات ممکن نشد
settings-update-failed = به‌روزرسانی ناموفق بود
settings-allow-bot = برای روشن کردن هشدار پاداش، اجازه دهید ربات به شما پیام بدهد.

## Onboarding

onboarding-aria = آشنایی با برنامه
onboarding-age-aria = تأیید سن
onboarding-step = مرحلهٔ { $step } از { $total }
onboarding-continue = ادامه
onboarding-back = بازگشت
onboarding-save-failed = ذخیرهٔ پاسخ ممکن نشد. لطفاً دوباره تلاش کنید.
age-title = فقط بزرگسالان
age-text = { -cum } یک پلتفرم پاداش برای سرگرمی بزرگسالان است. برای استفاده باید دست‌کم ۱۸ سال داشته باشید.
age-confirm = تأیید می‌کنم که ۱۸ سال یا بیشتر دارم
age-confirming = در حال تأیید...
age-yes = ۱۸ سال یا بیشتر دارم
age-no = زیر ۱۸ سال هستم: خروج
onboarding-1-title = به { -cum } خوش آمدید!
onboarding-1-text = برای کارهایی که همین حالا دوست دارید توکن { -cum } بگیرید: تماشا، بازی، اشتراک‌گذاری و دعوت دوستان.
onboarding-2-title = کسب درآمد با انجام کارها
onboarding-2-text = کارهای روزانه، هفتگی و ویژه را انجام دهید و توکن جمع کنید.
onboarding-example-checkin = حضور روزانه
onboarding-example-checkin-detail = هر روز برنامه را باز کنید
onboarding-example-share = اشتراک‌گذاری محتوا
onboarding-example-share-detail = ۳ پست را به اشتراک بگذارید
onboarding-example-invite = دعوت دوستان
onboarding-example-invite-detail = یک دوست بیاورید
onboarding-3-title = پاداش دعوت
onboarding-3-text = دوستانتان را با کد خود دعوت کنید: وقتی آشنایی را تمام کنند { $referrer } { -cum } می‌گیرید و آن‌ها برای استفاده از کد { $referred } { -cum } می‌گیرند.
onboarding-4-title = اتاق‌های زنده و محتوا
onboarding-4-text = اتاق‌های زندهٔ شریک پخش ما را ببینید و محتوای ویژهٔ سازندگان را کشف کنید.
onboarding-5-title = تماشا کنید، بازی کنید، کسب کنید
onboarding-5-text = با تماشای ویدیوهای کوتاه و بازی‌های کوچک درآمد داشته باشید. پاداش دوره‌ای را بگیرید تا روزهای پیاپی‌تان قطع نشود.
onboarding-6-title = آمادهٔ شروع!
onboarding-6-text = هدیهٔ خوش‌آمد { $amount } { -cum } را بگیرید و کسب درآمد را شروع کنید.
onboarding-bonus = هدیهٔ خوش‌آمد
onboarding-bonus-detail = فوراً به موجودی شما واریز می‌شود
onboarding-periodic = پاداش دوره‌ای
onboarding-every-fallback = به‌طور منظم
onboarding-periodic-detail = { $every } دریافت کنید: { $amount } { -cum } به ازای هر سطح
onboarding-friend = به ازای هر دوستی که دعوت کنید
onboarding-friend-detail = وقتی دوستتان آشنایی را تمام کند
referral-have-code = کد دعوت دارید؟
referral-applied = کد دعوت اعمال شد. پاداش شما در راه است.
referral-already-applied = کد دعوت دوستتان قبلاً روی حساب شما اعمال شده است.
referral-code = کد دعوت
referral-enter = کد را وارد کنید
referral-applying = در حال اعمال...
referral-apply = اعمال کد
referral-skip = فعلاً رد شو


## pages
# Sign-in, email pages, store, upgrades, referrals, rooms, leaderboard, help, play and error messages
# (wip/i18n-pages); amounts, intervals and limits arrive as variables, never typed.
# Persian nouns stay singular after a number, so no plural variants are needed here.

## Sign-in (/login and the sign-in sheet)
auth-loading = در حال بارگذاری...
auth-title = ورود به ⁦$CUM⁩
auth-back-home = بازگشت به صفحهٔ اصلی
auth-gate-text = برای ادامه لطفاً وارد شوید
auth-sign-in = ورود
auth-method-email = ایمیل
auth-method-wallet = کیف پول
auth-method-telegram = تلگرام
auth-methods-aria = روش ورود
auth-sign-in-with = ورود با { $method }
auth-features-title = امکانات پلتفرم
auth-feature-1 = با تعاملات اجتماعی توکن کسب کنید
auth-feature-2 = با انجام وظایف پاداش بگیرید
auth-feature-3 = پلتفرم ویدیویی «تماشا کن و درآمد داشته باش»
auth-feature-4 = احراز هویت امن با چند روش
auth-welcome = خوش آمدید، { $name }!
auth-welcome-there = دوست عزیز
auth-signed-in = شما وارد شده‌اید
auth-row-method = روش ورود
auth-row-user-id = شناسهٔ کاربر
auth-row-balance = موجودی
auth-row-balance-value = { $amount } توکن
auth-row-status = وضعیت
auth-status-active = فعال
auth-status-pending = در انتظار آشنایی
auth-row-email = ایمیل
auth-row-wallet = کیف پول
auth-row-telegram-id = شناسهٔ تلگرام
auth-open-app = باز کردن برنامه
auth-logout = خروج
auth-email-modes = ورود با ایمیل
auth-create-account = ساخت حساب
auth-creating-account = در حال ساخت حساب...
auth-signing-in = در حال ورود...
auth-field-email = ایمیل
auth-field-username = نام کاربری
auth-field-password = گذرواژه
auth-field-first-name = نام
auth-field-last-name = نام خانوادگی
auth-forgot-password = گذرواژه را فراموش کرده‌اید؟
auth-error-generic = مشکلی پیش آمد. لطفاً دوباره تلاش کنید.
auth-error-email = لطفاً یک نشانی ایمیل معتبر وارد کنید
auth-error-username-short = نام کاربری باید دست‌کم { $min } نویسه باشد
auth-error-password-required = گذرواژه لازم است
auth-error-password-short = گذرواژه باید دست‌کم { $min } نویسه باشد
auth-telegram-inside = شما در تلگرام هستید: با حساب تلگرامتان به‌طور خودکار وارد می‌شوید.
auth-try-again = تلاش دوباره
auth-telegram-link-failed = ساخت پیوند ورود ممکن نشد.
auth-telegram-link-expired = این پیوند ورود منقضی شده است.
auth-telegram-new-link = دریافت پیوند تازه
auth-telegram-how = پیوند را در تلگرام باز کنید (یا کد را با گوشی اسکن کنید) و در ربات «شروع» را بزنید. این صفحه به‌محض تأیید شما را وارد می‌کند.
auth-telegram-qr = پیوند ورود تلگرام
auth-telegram-open = باز کردن تلگرام
# Number matching: the bot asks the user to pick this number (shown after it) among three.
auth-telegram-code = در تلگرام، این عدد را بزنید:
auth-telegram-waiting = در انتظار تأیید در تلگرام...
auth-wallet-soon-title = به‌زودی
auth-wallet-soon-text = ورود با MetaMask و دیگر کیف پول‌های Web3.
auth-wallet-soon-button = اتصال کیف پول (به‌زودی)
auth-wallet-soon-alert = اتصال کیف پول به‌زودی می‌آید! در حال افزودن MetaMask و دیگر کیف پول‌های Web3 هستیم.
auth-wallet-how = یک کیف پول مرورگر مانند MetaMask وصل کنید و یک پیام یک‌بارمصرف را امضا کنید تا ثابت شود نشانی مال شماست. بدون تراکنش و بدون کارمزد.
auth-wallet-connect = اتصال کیف پول
auth-wallet-connecting = در حال اتصال...
auth-wallet-none = کیف پولی پیدا نشد. MetaMask (یا کیف پول Web3 دیگری) نصب کنید یا این صفحه را در برنامهٔ کیف پولتان باز کنید.
auth-wallet-no-account = کیف پول هیچ حسابی به اشتراک نگذاشت.
auth-wallet-rejected = درخواست در کیف پول رد شد.
auth-wallet-failed = اتصال کیف پول ناموفق بود.

## Email pages
email-check-inbox = صندوق ایمیلتان را ببینید
email-send-failed = نتوانستیم پیوند را بفرستیم.
email-yours = ایمیل شما
email-loading = در حال بارگذاری
email-confirmed = تأییدشده
email-not-confirmed = هنوز تأیید نشده
email-none = هنوز ایمیلی ندارید
email-pending = در انتظار باز کردن پیوندی که فرستادیم
email-change = تغییر ایمیل
email-add = افزودن ایمیل
email-change-help = برای تأیید گذرواژه‌تان را وارد کنید. پیوندی به نشانی تازه می‌فرستیم؛ با باز کردن آن ایمیل عوض می‌شود.
email-add-help = یک گذرواژه برای ورود با این ایمیل انتخاب کنید ({ $min } تا { $max } نویسه). پیوندی به این نشانی می‌فرستیم؛ با باز کردن آن فعال می‌شود.
email-new = ایمیل تازه
email-your-password = گذرواژهٔ شما
email-choose-password = یک گذرواژه انتخاب کنید
email-send-confirmation = فرستادن پیوند تأیید
email-forgot-title = گذرواژه را فراموش کرده‌اید؟
email-forgot-help = پیوندی برایتان ایمیل می‌کنیم تا گذرواژهٔ تازه‌ای انتخاب کنید.
email-field = ایمیل
email-something-wrong = مشکلی پیش آمد.
email-send-reset = فرستادن پیوند بازنشانی
email-back-to-sign-in = بازگشت به ورود
email-password-changed = گذرواژه تغییر کرد
email-sign-in = ورود
email-passwords-differ = دو گذرواژه یکسان نیستند.
email-reset-failed = نتوانستیم گذرواژه‌تان را تغییر دهیم.
email-reset-title = گذرواژهٔ تازه انتخاب کنید
email-reset-help = { $min } تا { $max } نویسه. چند واژهٔ بی‌ربط کنار هم گذرواژهٔ محکمی می‌سازند.
email-new-password = گذرواژهٔ تازه
email-repeat-password = تکرار گذرواژهٔ تازه
email-change-password = تغییر گذرواژه
email-link-incomplete = این پیوند ناقص است. پیوند داخل ایمیل را دوباره باز کنید.
email-undo-failed = نتوانستیم تغییر را برگردانیم.
email-undoing = در حال برگرداندن تغییر ایمیل…
email-undo-title = برگرداندن تغییر ایمیل
email-verified = { $message } اکنون { $email } ایمیل حساب شماست.
email-verify-failed = نتوانستیم ایمیلتان را تأیید کنیم.
email-confirming = در حال تأیید ایمیل شما…
email-verify-title = تأیید ایمیل
email-go-to-app = رفتن به برنامه

## Store and upgrades
shop-balance = موجودی
shop-your-balance = موجودی شما
shop-amount = { $amount } ⁦$CUM⁩
shop-owned = ✓ خریداری‌شده
shop-buy = خرید
shop-buy-item = خرید { $title }
# The confirmation sheet before a purchase (Store, Upgrades).
purchase-title = تأیید خرید
purchase-price = قیمت
purchase-balance-after = موجودی پس از خرید
purchase-buying = در حال خرید...
purchase-buy-for = خرید با { $amount } { -cum }
purchase-cancel = لغو
shop-purchase-failed = خرید انجام نشد. لطفاً دوباره تلاش کنید.
store-load-failed = بارگذاری فروشگاه ممکن نشد
store-items = کالاها
store-type-cosmetic = ظاهری
store-type-access = دسترسی
store-type-booster = تقویت‌کننده
store-soon = به‌زودی
store-coming-soon = به‌زودی
store-active-until = فعال تا { $date }
store-extend = تمدید
store-loading-item = در حال بارگذاری کالا
store-item = کالا
store-more-soon = کالاهای بیشتر به‌زودی
store-more-soon-text = آیتم‌های ظاهری، تقویت‌کننده‌ها و پاس‌های تازه در راه‌اند. به جمع کردن ⁦$CUM⁩ ادامه دهید!
store-coming-soon-aria = به‌زودی
store-purchased-title = خرید انجام شد!
store-purchased-text = { $title } اکنون مال شماست.
store-your-item = کالای شما
upgrades-load-failed = بارگذاری ارتقاها ممکن نشد
upgrades-your-stats = آمار شما
upgrades-reward-level = سطح پاداش
upgrades-level = سطح { $level }
upgrades-level-of = سطح { $level } از { $max }
upgrades-sets-level = سطح پاداش شما را به { $level } از { $max } می‌رساند (اکنون { $current })
upgrades-one-time = یک‌باره
upgrades-locked = قفل
upgrades-reward-per-claim = پاداش هر دریافت
upgrades-task-bonus = پاداش وظایف
upgrades-active-bonus = فعال (+{ $percent }٪)
upgrades-active = فعال
upgrades-not-owned = خریداری نشده
upgrades-premium = دسترسی ویژه
upgrades-title = ارتقاها
upgrades-loading = در حال بارگذاری ارتقا
upgrades-upgrade = ارتقا
upgrades-purchased-title = ارتقا خریداری شد!
upgrades-purchased-text = { $title } اکنون فعال است.
upgrades-your-upgrade = ارتقای شما

## Referrals
referral-title = برنامهٔ دعوت
referral-stats-aria = آمار دعوت‌ها
referral-total = کل دعوت‌ها
referral-earnings = کل درآمد
referral-pending = در انتظار
referral-completed = تکمیل‌شده
referral-code-title = کد دعوت شما
referral-code-text = دوستانی که با کد شما بپیوندند { $referred } ⁦$CUM⁩ می‌گیرند. وقتی آشنایی را تمام کنند، شما { $referrer } ⁦$CUM⁩ می‌گیرید.
referral-code-failed = بارگذاری کد دعوت شما ممکن نشد.
referral-code-aria = کد دعوت شما
referral-copy = کپی کد
referral-share = اشتراک‌گذاری
referral-copied = کپی شد!
referral-code-copied = کد دعوت در کلیپ‌بورد کپی شد
referral-error = خطا
referral-copy-failed = کپی کد دعوت ممکن نشد
referral-message-copied = پیام دعوت در کلیپ‌بورد کپی شد
referral-message-copy-failed = کپی پیام دعوت ممکن نشد
referral-share-title = ⁦$CUM⁩ Rewards
referral-share-text = به من در ⁦$CUM⁩ Rewards بپیوند و با کد دعوت من { $code } پاداش { $referred } ⁦$CUM⁩ بگیر!
referral-use-title = کد دعوت دارید؟
referral-use-text = کد یک دوست را وارد کنید و { $referred } ⁦$CUM⁩ بگیرید.
referral-use-aria = کد دعوت
referral-use-placeholder = کد دعوت را وارد کنید
referral-use-button = استفاده از کد دعوت
referral-success = انجام شد!
referral-use-failed = استفاده از کد دعوت ممکن نشد
referral-list-title = دعوت‌شده‌های شما
referral-list-failed = بارگذاری دعوت‌شده‌ها ممکن نشد
referral-none = هنوز کسی را دعوت نکرده‌اید
referral-user = کاربر #{ $id }
referral-private-friend = یک دوست (نمایهٔ خصوصی)
referral-you-earned = شما ‎+{ $amount } { -cum } گرفتید
referral-joined = پیوست: { $date }
referral-completed-on = تکمیل: { $date }
referral-status-completed = تکمیل‌شده
referral-status-pending = در انتظار
# Why a pending referral has not paid yet (both sides).
referral-waits-onboarding = در انتظار اینکه دوستتان آشنایی با برنامه را تمام کند
referral-waits-email = در انتظار اینکه دوستتان ایمیل خود را تأیید کند
referral-own-waits-email = پاداش دعوت دوستتان پس از تأیید ایمیل شما پرداخت می‌شود. پیوندی را که برایتان فرستادیم باز کنید.

## Rooms
rooms-notice = اتاق‌ها توسط سرویس پخش همکار ما پخش می‌شوند.
rooms-notice-link = با زدن روی هر اتاق، آن اتاق در سایت همکار باز می‌شود و شرایط آن سایت برقرار است.
rooms-live-now = اکنون زنده
rooms-live-count = اکنون زنده ({ $count })
rooms-offline = آفلاین
rooms-offline-count = آفلاین ({ $count })
rooms-loading = در حال بارگذاری اتاق
rooms-room-title = عنوان اتاق
rooms-load-failed = بارگذاری اتاق‌ها ممکن نشد
rooms-empty-title = فعلاً اتاقی نیست
rooms-empty-text = الان کسی پخش زنده ندارد. این فهرست خودش به‌روز می‌شود، کمی بعد سر بزنید.
rooms-no-live = فعلاً اتاق زنده‌ای نیست
rooms-no-live-text = اتاق‌هایی که پخش زنده را شروع کنند اینجا نمایش داده می‌شوند.
rooms-partnership = همکاری
rooms-partner = با همکاری سرویس پخش همکار ما
rooms-live = زنده
rooms-viewers = { $count ->
   *[other] { $shown } بیننده
}

## Leaderboard
leaderboard-title = جدول امتیازات
leaderboard-period = بازه
leaderboard-weekly = هفتگی
leaderboard-weekly-hint = ⁦$CUM⁩ کسب‌شده در این هفته (دوشنبه تا یکشنبه، UTC)
leaderboard-all-time = همهٔ زمان‌ها
leaderboard-all-time-hint = ⁦$CUM⁩ کسب‌شده از زمان پیوستن
leaderboard-friends = دوستان
leaderboard-friends-hint = شما، دوستانی که دعوت کرده‌اید و کسی که شما را دعوت کرده است
leaderboard-hidden = پنهان
leaderboard-you = شما
leaderboard-level = سطح { $level }
leaderboard-player = نام بازیکن
leaderboard-failed = بارگذاری جدول امتیازات ممکن نشد.
leaderboard-your-rank = رتبهٔ شما
leaderboard-empty = هنوز کسی اینجا ⁦$CUM⁩ کسب نکرده است. اولین نفر باشید!
leaderboard-climb = برای ورود به فهرست ⁦$CUM⁩ بیشتری کسب کنید.

## Help
help-title = راهنما
help-faq-title = پرسش‌های متداول
help-q-earn = چطور ⁦$CUM⁩ کسب کنم؟
help-a-earn = پاداش دوره‌ای را در خانه بگیرید، وظایف را انجام دهید، در بخش پخش ویدیو ببینید، بازی کنید و دوستانتان را دعوت کنید. هر واریز در نمایه → فعالیت نمایش داده می‌شود.
help-q-periodic = هر چند وقت یک‌بار می‌توانم پاداش دوره‌ای بگیرم؟
help-a-periodic = هر دریافت { $perLevel } ⁦$CUM⁩ ضرب در سطح پاداش شما پرداخت می‌کند. کارت خانه زمان باقی‌مانده تا دریافت بعدی را بر پایهٔ ساعت سرور ما نشان می‌دهد.
help-q-streak = زنجیرهٔ پاداش چیست؟
help-a-streak = تعداد روزهای پشت‌سرهم (UTC) که پاداش دوره‌ای را گرفته‌اید. اگر یک روز جا بیندازید، دوباره از ۱ شروع می‌شود.
help-q-referrals = دعوت از دوستان چطور کار می‌کند؟
help-a-referrals = کدتان را از صفحهٔ دعوت به اشتراک بگذارید. دوستی که تا { $days } روز پس از ثبت‌نام از آن استفاده کند بی‌درنگ { $referred } ⁦$CUM⁩ می‌گیرد و شما وقتی آشنایی را تمام کند { $referrer } ⁦$CUM⁩ می‌گیرید. هر حساب فقط یک‌بار می‌تواند کد وارد کند و هرگز کد خودش را.
help-q-welcome = پاداش خوش‌آمد چیست؟
help-a-welcome = { $welcome } ⁦$CUM⁩ که یک‌بار پس از پایان آشنایی پرداخت می‌شود. اگر از آن گذشته‌اید، از کارت خانه دریافتش کنید.
help-q-level = چطور سطح پاداشم را بالا ببرم؟
help-a-level = از بخش ارتقاها «ضریب پاداش» بخرید. هر سطح به همهٔ پاداش‌های دوره‌ای اضافه می‌کند.
help-q-refused = چرا دریافت پاداش رد شد؟
help-a-refused = پاداش‌ها محدودیت دارند (یک دریافت دوره‌ای در هر بازه، سقف روزانه برای ویدیوها و بازی‌ها). پیام نمایش‌داده‌شده دلیل را می‌گوید؛ چیزی از موجودی شما کم نمی‌شود.
help-q-delete = چطور حسابم را حذف کنم؟
help-a-delete = نمایه → تنظیمات → حذف حساب. داده‌های شخصی شما پاک می‌شود و از حساب خارج می‌شوید؛ این کار برگشت‌پذیر نیست.
help-q-who = چه کسانی می‌توانند از ⁦$CUM⁩ Rewards استفاده کنند؟
help-a-who = فقط بزرگسالان: باید { $age } سال یا بیشتر داشته باشید.
help-support-title = تماس با پشتیبانی
help-support-bot = به ربات ما ‎@{ $bot }‎ در تلگرام پیام دهید و ‎/help‎ را بفرستید.
help-support-button = پیام به ‎@{ $bot }‎
help-support-nobot = ربات ⁦$CUM⁩ را در تلگرام باز کنید و ‎/help‎ را بفرستید.
help-balance-question = پرسشی دربارهٔ موجودی دارید؟ زمان دریافت را از { $link } بنویسید.
help-activity-link = نمایه → فعالیت

## Play (videos)
play-back = بازگشت
play-unavailable-title = ویدیوها در دسترس نیستند
play-no-videos = الان ویدیویی برای تماشا نیست.
play-try-again = تلاش دوباره
play-pause = توقف
play-play = پخش
play-video-unavailable = این ویدیو در دسترس نیست
play-cannot-play = این ویدیو الان پخش نمی‌شود.
play-earned = کسب‌شده
play-previous = ویدیوی قبلی
play-next = ویدیوی بعدی
play-swipe-hint = برای عوض کردن ویدیو به بالا یا پایین بکشید
play-actions = کارهای ویدیو
play-like = پسندیدن
play-dislike = نپسندیدن
play-comment = نظر
play-share = اشتراک‌گذاری
play-action-count = { $label } ({ $count })
play-already-done = قبلاً انجام شده
play-action-failed = انجام این کار ممکن نشد
play-watched = { $seconds } ثانیه تماشا · ≈{ $estimate }
play-views = { $count ->
   *[other] { $shown } بازدید
}

## Error messages by error code
error-code-network-error = اتصال به سرور ممکن نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.
error-code-unauthorized = لطفاً دوباره وارد شوید.
error-code-forbidden = اجازهٔ انجام این کار را ندارید.
error-code-not-found = آنچه خواستید پیدا نشد.
error-code-payload-too-large = برای فرستادن بیش از حد بزرگ است.
error-code-too-many-requests = درخواست‌ها بیش از حد است. کمی صبر کنید و دوباره تلاش کنید.
error-code-internal-error = مشکلی در سمت ما پیش آمد. لطفاً دوباره تلاش کنید.
error-code-service-unavailable = سرویس الان شلوغ است. کمی بعد دوباره تلاش کنید.
error-code-account-suspended = حساب شما معلق است: می‌توانید نگاه کنید، اما نمی‌توانید کسب یا خرج کنید.
error-code-insufficient-funds = ⁦$CUM⁩ کافی برای این کار ندارید.
error-password-weak = دست‌کم { $min } نویسه به کار ببرید و از گذرواژه‌های رایج پرهیز کنید

## Store items and upgrades by id
store-item-premium-badge = نشان ویژه
store-item-premium-badge-text = یک نشان ویژه روی نمایه‌تان نشان دهید.
store-item-vip-pass = پاس دسترسی VIP
store-item-vip-pass-text = { $days } روز دسترسی VIP به اتاق‌های اختصاصی.
store-item-token-booster = تقویت‌کنندهٔ توکن
store-item-token-booster-text = پاداش وظایفتان را تا { $hours } ساعت دو برابر کنید.
store-item-avatar-frame = قاب آواتار سفارشی
store-item-avatar-frame-text = یک قاب منحصربه‌فرد برای آواتارتان.
upgrade-multiplier-2x = ضریب پاداش ۲×
upgrade-multiplier-2x-text = پاداش‌های دوره‌ای‌تان را دو برابر کنید: هر دریافت { $amount } ⁦$CUM⁩ به جای { $base }.
upgrade-multiplier-3x = ضریب پاداش ۳×
upgrade-multiplier-3x-text = پاداش‌های دوره‌ای‌تان را سه برابر کنید: هر دریافت { $amount } ⁦$CUM⁩.
upgrade-task-bonus = پاداش وظایف
upgrade-task-bonus-text = از هر وظیفه { $percent }٪ بیشتر ⁦$CUM⁩ بگیرید.
upgrade-premium-access = دسترسی ویژه
upgrade-premium-access-text = اتاق‌های اختصاصی و محتوای ویژه را باز کنید.
shop-reason-insufficient = قیمت { $title } برابر { $price } ⁦$CUM⁩ است: { $missing } ⁦$CUM⁩ دیگر لازم دارید.
upgrade-reason-after = { $title } پس از خرید { $before } باز می‌شود.
upgrade-reason-balance = { $title } وقتی موجودی‌تان به { $amount } ⁦$CUM⁩ برسد باز می‌شود.

## daily streak card
streak-title = زنجیرهٔ روزانه
streak-toast = روز { $day } زنجیره!
streak-claim-failed = دریافت پاداش امروز ممکن نشد
streak-claim-button = دریافت روز { $day }: { $amount } { -cum }
streak-load-failed = بارگیری زنجیرهٔ شما ممکن نشد
streak-summary-none = هر روز برگردید: هر روز پشت‌سرهم پاداش بیشتری دارد.
streak-summary = { $days } روز پشت‌سرهم. اگر یک روز را از دست بدهید، از نو شروع می‌شود.
streak-day-aria = روز { $day }: { $amount } { -cum }، { $state ->
    [claimed] دریافت‌شده
    [today] امروز
   *[other] در پیش
}
streak-day = روز { $day }
streak-done = پاداش امروز دریافت شد. فردا برای روز { $next } برگردید.
streak-use-button = پاداش امروز را با دکمهٔ پایین دریافت کنید.
toast-dismiss = بستن اعلان

## Refusals of the server with their figures (shared/src/contract/error-reasons.ts, lib/error-reasons.ts).
## `wait-*` are durations before «دیگر» ("۵ دقیقه دیگر"); digits come from Intl (Persian digits).
wait-seconds = { $seconds } ثانیه
wait-minutes = { $minutes } دقیقه
wait-hours = { $hours } ساعت
wait-hours-minutes = { $hours } و { $minutes }
error-code-too-early = هنوز زود است. کمی بعد دوباره امتحان کنید.
error-code-already-done = این کار قبلاً انجام شده است.
error-code-limit-reached = فعلاً به سقف مجاز رسیده‌اید. بعداً دوباره امتحان کنید.
error-code-locked = این هنوز قفل است.
error-reason-reward-too-early = پاداش بعدی { $wait } دیگر (ساعت { $time }).
error-reason-streak-claimed = پاداش زنجیرهٔ امروز قبلاً دریافت شده است. فردا برگردید.
error-reason-store-unavailable = به‌زودی: «{ $item }» هنوز در دسترس نیست.
error-reason-store-owned = «{ $item }» را از قبل دارید.
error-reason-store-insufficient = قیمت «{ $item }» { $price } ⁦$CUM⁩ است: { $missing } ⁦$CUM⁩ دیگر لازم دارید.
error-reason-upgrade-owned = «{ $upgrade }» را از قبل دارید.
error-reason-upgrade-locked-after = «{ $upgrade }» بعد از خرید «{ $before }» باز می‌شود.
error-reason-upgrade-locked-balance = «{ $upgrade }» وقتی موجودی‌تان به { $balance } ⁦$CUM⁩ برسد باز می‌شود.
error-reason-upgrade-insufficient = قیمت «{ $upgrade }» { $price } ⁦$CUM⁩ است: { $missing } ⁦$CUM⁩ دیگر لازم دارید.
error-reason-task-done = این وظیفه را فعلاً انجام داده‌اید.
error-reason-task-too-early = اول وظیفه را تمام کنید: { $wait } دیگر می‌توانید پاداش را دریافت کنید.
error-reason-task-not-joined = هنوز عضو کانال نشده‌اید. عضو شوید و بعد پاداشتان را دریافت کنید.
error-reason-clicker-too-fast = این ضربه‌ها سریع‌تر از توان هر کسی بود (حداکثر { $perSecond } ضربه در ثانیه). چیزی واریز نشد.
error-reason-clicker-hourly-cap = به سقف کلیکر، { $cap } ⁦$CUM⁩ در ساعت، رسیده‌اید. { $wait } دیگر دوباره امتحان کنید.
error-reason-clicker-no-energy = انرژی تمام شد. { $wait } دیگر پر می‌شود.
error-reason-rush-daily-limit = هر { $games } بازی Token Rush امروز را انجام داده‌اید. فردا برگردید!
error-reason-rush-in-progress = یک بازی Token Rush در جریان دارید. پیش از شروع بازی تازه، آن را تمام کنید یا یک دقیقه صبر کنید تا منقضی شود.
error-reason-rush-too-early = هر دور Token Rush { $wait } طول می‌کشد: این نتیجه خیلی زود رسید. چیزی واریز نشد.
error-reason-rush-expired = این جلسهٔ بازی منقضی شده است. بازی تازه‌ای شروع کنید.
error-reason-video-daily-limit = به سقف روزانهٔ { $duration } تماشای پولی رسیده‌اید. فردا برگردید!
error-reason-video-done = این کار را قبلاً روی این ویدیو انجام داده‌اید.
error-reason-referral-used = قبلاً از یک کد معرف استفاده کرده‌اید.
error-reason-referral-unknown = چنین کد معرفی وجود ندارد. آن را بررسی کنید و دوباره امتحان کنید.
error-reason-referral-own = نمی‌توانید از کد معرف خودتان استفاده کنید.
error-reason-referral-cycle = این دوست با کد شما عضو شده است، پس نمی‌توانید از کد او استفاده کنید.
error-reason-referral-window = کد معرف را فقط تا { $days } روز پس از ساختن حساب می‌توان استفاده کرد.
error-reason-onboarding-incomplete = اول معرفی برنامه را کامل کنید، بعد پاداش خوش‌آمد { $bonus } ⁦$CUM⁩ را دریافت کنید.
error-reason-onboarding-age = پیش از پایان معرفی، تأیید کنید که ۱۸ سال یا بیشتر دارید.
error-reason-onboarding-claimed = پاداش خوش‌آمدتان را قبلاً دریافت کرده‌اید.
error-reason-account-suspended = { $until ->
    [none] حساب شما تعلیق شده است: { $note }. همچنان می‌توانید وارد شوید و نگاه کنید، اما نمی‌توانید ⁦$CUM⁩ به دست آورید یا خرج کنید.
   *[other] حساب شما تا { $until } تعلیق شده است: { $note }. همچنان می‌توانید وارد شوید و نگاه کنید، اما نمی‌توانید ⁦$CUM⁩ به دست آورید یا خرج کنید.
}
error-reason-rate-limited = تلاش‌ها بیش از حد بود. { $wait } دیگر دوباره امتحان کنید.
error-reason-username-taken = این نام کاربری قبلاً گرفته شده است. نام دیگری انتخاب کنید.
error-reason-link-invalid = این پیوند نامعتبر است، منقضی شده یا قبلاً استفاده شده است. پیوند تازه‌ای بخواهید.
error-reason-claim-busy = درخواست دیگری برای دریافت پاداش در حال ثبت است. دوباره تلاش کنید.
error-reason-clicker-busy = امتیاز دیگری در حال ثبت است. دوباره تلاش کنید.
error-reason-taps-busy = دستهٔ دیگری از ضربه‌ها در حال ثبت است. دوباره تلاش کنید.
error-reason-video-busy = گزارش تماشای دیگری در حال ثبت است. دوباره تلاش کنید.
error-reason-task-changed = این وظیفه در این فاصله تغییر کرد. دوباره تلاش کنید.
error-reason-rush-busy = بازی‌های زیادی هم‌زمان در حال شروع هستند. دوباره تلاش کنید.
error-reason-store-just-bought = این خرید همین حالا انجام شد. پیش از خرید دوباره، مزایای خود را بررسی کنید.
error-reason-wallet-taken = این کیف پول قبلاً به حساب دیگری متصل شده است.
error-reason-wallet-linked = حساب شما از قبل یک کیف پول دارد.
error-reason-email-taken = این ایمیل اکنون متعلق به حساب دیگری است، پس نمی‌توان آن را به حساب شما افزود.
error-reason-email-taken-back = این ایمیل اکنون متعلق به حساب دیگری است، پس نمی‌توان آن را به حساب شما بازگرداند.
error-reason-rush-submitted = امتیاز این بازی قبلاً ثبت شده است. برای بازی دوباره، بازی تازه‌ای شروع کنید.
error-reason-rush-no-session = این جلسهٔ بازی وجود ندارد. بازی تازه‌ای از Token Rush شروع کنید.
error-reason-task-one-step = این وظیفه در یک مرحله انجام می‌شود: روی «انجام» بزنید.
error-reason-task-has-steps = این وظیفه چند مرحله دارد: آن را شروع کنید، کار خواسته‌شده را انجام دهید و بعد پاداش را دریافت کنید.
error-reason-task-started = این وظیفه را قبلاً شروع کرده‌اید.
error-reason-task-start-first = اول وظیفه را شروع کنید.
error-reason-task-action-done = کار این وظیفه را قبلاً انجام داده‌اید. پاداشتان را دریافت کنید.
error-reason-task-action-first = پیش از دریافت پاداش، کار این وظیفه را انجام دهید.
error-reason-task-unavailable = این وظیفه در دسترس نیست.
error-reason-task-no-channel = هنوز کانالی برای بررسی این وظیفه تعیین نشده است. بعداً دوباره تلاش کنید.
error-reason-task-needs-telegram = اول با تلگرام وارد شوید: این وظیفه بررسی می‌کند که عضو کانال شده‌اید.
error-reason-video-unknown = این ویدیو وجود ندارد.
error-reason-wallet-coming-soon = اتصال کیف پول به‌زودی می‌آید! در حال افزودن MetaMask و دیگر کیف پول‌های Web3 هستیم.
error-reason-account-gone = این حساب دیگر وجود ندارد.
error-reason-email-signin-off = ورود با ایمیل روی این سرور خاموش است.
error-reason-credentials-invalid = ایمیل یا گذرواژه نادرست است.
error-reason-password-wrong = گذرواژهٔ شما درست نیست.
error-reason-email-same = این همان ایمیل فعلی شماست.
error-reason-login-number-wrong = این عددی نبود که مرورگرتان نشان داد: ورود لغو شد.
error-reason-login-link-expired = این پیوند ورود منقضی شده یا قبلاً استفاده شده است. دوباره از اول شروع کنید.
error-reason-login-link-used = این پیوند ورود منقضی شده یا قبلاً استفاده شده است.
error-reason-login-cancelled = ورود در تلگرام لغو شد. برای ورود دوباره از اول شروع کنید.
error-reason-not-possible-now = این کار الان ممکن نیست.
error-reason-task-channel-hidden = نمی‌توانیم این کانال را بررسی کنیم: ربات هنوز اعضای آن را نمی‌بیند. بعداً دوباره تلاش کنید.
error-reason-task-check-unavailable = الان نمی‌توانیم عضویت در کانال را بررسی کنیم. بعداً دوباره تلاش کنید.

## profile activity tab; ledger entries named by their kind outside English
activity-load-failed = بارگیری فعالیت‌های شما ممکن نشد
activity-empty = هنوز فعالیتی نیست
activity-empty-hint = یک جایزه بگیرید یا کاری را انجام دهید تا شروع کنید.
activity-recent = فعالیت‌های اخیر
ledger-kind-welcome-bonus = جایزهٔ خوش‌آمد
ledger-kind-periodic-reward = جایزهٔ دوره‌ای
ledger-kind-daily-streak = جایزهٔ زنجیرهٔ روزانه
ledger-kind-task-reward = جایزهٔ کار
ledger-kind-referral-bonus = پاداش دعوت
ledger-kind-referral-reward = جایزهٔ دعوت
ledger-kind-video-watch = تماشای ویدیو
ledger-kind-video-social = پسندیدن یا هم‌رسانی ویدیو
ledger-kind-game-clicker = CUM Clicker
ledger-kind-game-rush = Token Rush
ledger-kind-upgrade-purchase = خرید ارتقا
ledger-kind-store-purchase = خرید از فروشگاه
ledger-kind-admin-adjustment = تنظیم موجودی توسط کارکنان

## profile: sign-in methods, danger zone, wallet and profile toasts
profile-auth-methods = روش‌های ورود
profile-auth-primary = اصلی
profile-auth-not-added = اضافه نشده
profile-auth-not-connected = متصل نشده
profile-auth-add-email = افزودن ایمیل
profile-auth-connecting = در حال اتصال...
profile-danger-zone = منطقهٔ خطر
profile-delete-warning = حذف حساب، اطلاعات شخصی شما را پاک می‌کند و از حساب خارج می‌شوید. این کار برگشت‌پذیر نیست.
profile-delete-account = حذف حساب
profile-delete-title = حساب شما حذف شود؟
profile-delete-text = موجودی، نمایه و روش‌های ورود شما برای همیشه از بین می‌روند. برای تأیید { $word } را بنویسید.
profile-delete-your-username = نام کاربری شما
profile-delete-type-word = { $word } را بنویسید
profile-deleting = در حال حذف...
profile-delete-failed = حذف حساب ممکن نشد
wallet-connected = کیف پول متصل شد
wallet-connected-hint = اکنون می‌توانید با این کیف پول هم وارد شوید.
wallet-none = کیف پولی پیدا نشد
wallet-none-hint = MetaMask یا کیف پول مرورگر دیگری نصب کنید و دوباره امتحان کنید.
wallet-connect-failed = اتصال کیف پول ممکن نشد
profile-updated = نمایه به‌روز شد
profile-updated-hint = نمایهٔ شما با موفقیت به‌روز شد.
profile-update-failed = به‌روزرسانی نمایه ممکن نشد
profile-update-failed-short = به‌روزرسانی ناموفق بود
tasks-loading-aria = در حال بارگیری کارها

## the contract's field rules (names, usernames), for the server's field issues and the profile editor
field-required = { $field } الزامی است
field-too-long = { $field } حداکثر { $max } نویسه باشد
auth-error-username-long = نام کاربری حداکثر { $max } نویسه باشد
auth-error-username-chars = نام کاربری فقط می‌تواند حروف لاتین، رقم و زیرخط داشته باشد
