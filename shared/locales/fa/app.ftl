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
home-daily-streak = روزهای پیاپی
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
referral-code = کد دعوت
referral-enter = کد را وارد کنید
referral-applying = در حال اعمال...
referral-apply = اعمال کد
referral-skip = فعلاً رد شو
