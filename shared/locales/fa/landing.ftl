## Landing page (/): marketing copy.
# "$CUM" is wrapped in LEFT-TO-RIGHT ISOLATE marks (U+2066 … U+2069): without them the "$" jumps to
# the other side of the name in right-to-left text.

landing-nav-creators = برای سازندگان
landing-nav-users = برای کاربران
landing-nav-tokenomics = توکنومیک
landing-nav-roadmap = نقشهٔ راه
landing-nav-home = خانهٔ ⁦$CUM⁩
landing-nav-sections = بخش‌ها
landing-nav-menu = منو
landing-nav-launch = ورود به برنامه
landing-nav-open-menu = باز کردن منو
landing-nav-close-menu = بستن منو

landing-hero-eyebrow = برای سازندگان و طرفداران · فقط ۱۸+
landing-hero-title = برای محتوایی <em>که دوست دارید</em> پاداش بگیرید
landing-hero-lead = با دریافت پاداش، انجام وظایف، تماشا، بازی و دعوت از دوستان توکن ⁦$CUM⁩ به دست آورید. سازندگان { $keep }٪ از درآمدشان را نگه می‌دارند. در مرورگر و داخل تلگرام کار می‌کند.
landing-start-creating = شروع ساختن
landing-explore-content = کاوش محتوا
landing-stat-creators = سازنده
landing-stat-members = عضو
landing-stat-paid = پرداخت‌شده به سازندگان
landing-wallet-aria = کیف پول نمونه
landing-wallet-label = موجودی نمونه
landing-wallet-hourly = پاداش ساعتی
landing-wallet-daily = حضور روزانه
landing-wallet-friend = پیوستن دوست

landing-tokenomics-eyebrow = توکنومیک
landing-tokenomics-title = عرضهٔ ثابت، بیشترش برای جامعه
landing-tokenomics-chart = نمودار توزیع توکن
landing-total-supply = کل عرضه
landing-dist-community = پاداش‌های جامعه
landing-dist-creator-fund = صندوق سازندگان
landing-dist-development = توسعه
landing-dist-marketing = بازاریابی
landing-dist-reserve = ذخیره
landing-fact-burn-rate = از کارمزدها سوزانده می‌شود
landing-fact-burned = توکن سوزانده‌شده

landing-roadmap-eyebrow = نقشهٔ راه
landing-roadmap-title = به کجا می‌رویم
landing-roadmap-completed = انجام شد
landing-roadmap-planned = برنامه‌ریزی‌شده
landing-roadmap-1-title = برنامه‌ریزی و پژوهش
landing-roadmap-1-items = پژوهش بازار | طراحی توکنومیک | معماری پلتفرم
landing-roadmap-2-title = توسعهٔ MVP
landing-roadmap-2-items = راه‌اندازی توکن روی شبکهٔ آزمایشی Polygon | امکانات اصلی و وظایف پایه | آزمایش قراردادهای هوشمند
landing-roadmap-3-title = عرضهٔ بتا
landing-roadmap-3-items = جذب سازندگان | بتا روی شبکهٔ اصلی | بازخورد جامعه
landing-roadmap-4-title = عرضهٔ کامل
landing-roadmap-4-items = پخش زنده | اتاق‌های ویژه | بازار NFT | ایردراپ

landing-creators-eyebrow = برای سازندگان
landing-creators-title = <em>{ $keep }٪</em> از همهٔ درآمدتان مال خودتان است
landing-creators-lead = کارمزد پلتفرم { $fee }٪ است، نه { $industry }٪ رایج در این صنعت. از هر ۱۰۰ دلاری که طرفدارانتان خرج می‌کنند، { $keep } دلار سهم شماست.
landing-fee-industry = میانگین صنعت
landing-fee-keep = سهم شما { $keep }٪
landing-fee-fee = کارمزد { $fee }٪
landing-perk-1-title = درآمد از هر تعامل
landing-perk-1-text = محتوای ویژه، پیام خصوصی و پخش زنده همه با ⁦$CUM⁩ و مستقیم به خود شما پرداخت می‌شوند.
landing-perk-2-title = ذخیره‌سازی غیرمتمرکز
landing-perk-2-text = محتوای شما در شبکه‌های غیرمتمرکز نگهداری می‌شود، نه روی سرورهای یک شرکت.
landing-perk-3-title = فقط بزرگسالان احراز‌شده
landing-perk-3-text = احراز سن با KYC/AML از طریق ارائه‌دهندگان مستقل، مخاطبان را ۱۸+ نگه می‌دارد.
landing-testimonial-quote = مخاطبانم را در یک آخر هفته منتقل کردم. همان طرفداران، با یک‌چهارم کارمزد.
landing-testimonial-detail = سازنده · ۴۸ هزار دنبال‌کننده

landing-users-eyebrow = برای کاربران
landing-users-title = در حین لذت بردن از برنامه توکن جمع کنید
landing-users-lead = به { $members } عضوی بپیوندید که هر روز ⁦$CUM⁩ جمع می‌کنند.
landing-way-earn-title = کسب کنید
landing-way-earn-text = پاداش دوره‌ای‌تان را بگیرید، وظایف روزانه و هفتگی را انجام دهید، ویدیو ببینید و مینی‌گیم بازی کنید.
landing-way-spend-title = خرج کنید
landing-way-spend-text = محتوای ویژه، پیام خصوصی و پخش زنده را با ⁦$CUM⁩ باز کنید.
landing-way-stake-title = سهام‌گذاری کنید
landing-way-stake-text = با سهام‌گذاری توکن در رأی‌گیری‌های حاکمیتی دربارهٔ مسیر پلتفرم رأی دهید.
landing-sample-rewards = نمونهٔ پاداش‌ها
landing-sample-share = اشتراک ۳ پست
landing-sample-tip = انعام به یک سازنده
landing-sample-refer = دعوت از یک دوست

landing-community-eyebrow = جامعه
landing-community-title = به جامعه بپیوندید
landing-channel-telegram = با جامعه گفتگو کنید و مینی‌اپ را باز کنید.
landing-channel-x = اطلاعیه‌ها و معرفی سازندگان.
landing-channel-discord = گفتگوی حاکمیتی و بازخورد.
landing-updates-title = از خبرهای پلتفرم باخبر شوید
landing-updates-text = خبر عرضه‌ها، ایردراپ‌ها و راه‌های تازهٔ کسب درآمد. بدون هرزنامه.

landing-faq-eyebrow = پرسش‌های متداول
landing-faq-title = پرسش‌ها و پاسخ‌ها
landing-faq-1-q = ⁦$CUM⁩ چیست؟
landing-faq-1-a = توکن پاداش برای طرفداران و سازندگان. با گرفتن پاداش‌های دوره‌ای، انجام وظایف، تماشای ویدیو، بازی و دعوت از دوستان جمعش می‌کنید.
landing-faq-2-q = چطور شروع کنم؟
landing-faq-2-a = برنامه را در مرورگر یا تلگرام باز کنید، وارد شوید و معرفی کوتاه را تمام کنید: در پایان { $welcome } ⁦$CUM⁩ پاداش خوش‌آمد می‌گیرید.
landing-faq-3-q = دعوت از دوستان چطور کار می‌کند؟
landing-faq-3-a = کدتان را به اشتراک بگذارید. دوستی که از آن استفاده کند { $referred } ⁦$CUM⁩ می‌گیرد و شما وقتی معرفی را تمام کند { $referrer } ⁦$CUM⁩ می‌گیرید.
landing-faq-4-q = سهم سازندگان چقدر است؟
landing-faq-4-a = سازندگان { $keep }٪ از درآمدشان را نگه می‌دارند. کارمزد پلتفرم { $fee }٪ است، در برابر { $industry }٪ رایج در جاهای دیگر.
landing-faq-5-q = چه کسانی می‌توانند بپیوندند؟
landing-faq-5-a = فقط بزرگسالان. پلتفرم ۱۸+ است و سن از طریق ارائه‌دهندگان مستقل KYC/AML احراز می‌شود.
landing-faq-6-q = داخل تلگرام هم کار می‌کند؟
landing-faq-6-a = بله. همین برنامه به‌صورت مینی‌اپ تلگرام و در هر مرورگر امروزی، با همان حساب و همان موجودی اجرا می‌شود.

landing-closing-title = عرضه را از دست ندهید
landing-closing-lead = مشترک شوید تا اولین نفری باشید که از بتا، ایردراپ‌ها و پاداش‌های تازه باخبر می‌شود.
landing-newsletter-email = نشانی ایمیل
landing-newsletter-subscribe = اشتراک
landing-newsletter-subscribing = در حال اشتراک...
landing-newsletter-required-title = ایمیل لازم است
landing-newsletter-required-text = لطفاً نشانی ایمیلتان را وارد کنید
landing-newsletter-success-title = انجام شد!
landing-newsletter-success-text = از اشتراک شما سپاسگزاریم! خبرهای پلتفرم را دریافت خواهید کرد.
landing-newsletter-error-title = خطا
landing-newsletter-error-text = اشتراک انجام نشد. لطفاً دوباره تلاش کنید.
landing-newsletter-failed-title = اشتراک ناموفق بود
landing-newsletter-failed-text = اشتراک خبرنامه انجام نشد
landing-newsletter-invalid-email = لطفاً یک نشانی ایمیل معتبر وارد کنید.
landing-newsletter-offline = اتصال به سرور ممکن نشد. اتصال خود را بررسی کنید و دوباره امتحان کنید.
landing-newsletter-rate-limited = تلاش‌ها بیش از حد بود. { $seconds } ثانیهٔ دیگر دوباره امتحان کنید.

landing-footer-tagline = پلتفرم پاداش برای سازندگان و طرفدارانشان.
landing-footer-contact = تماس
landing-footer-support = پشتیبانی
landing-footer-partnerships = همکاری
landing-footer-press = رسانه‌ها
landing-footer-resources = منابع
landing-footer-whitepaper = وایت‌پیپر
landing-footer-documentation = مستندات
landing-footer-brand-kit = کیت برند
landing-footer-legal = حقوقی
landing-footer-terms = شرایط استفاده
landing-footer-privacy = سیاست حریم خصوصی
landing-footer-cookies = سیاست کوکی
landing-footer-age = فقط ۱۸+. این پلتفرم برای بزرگسالان ۱۸ سال به بالا است. سن از طریق ارائه‌دهندگان مستقل KYC/AML احراز می‌شود.
landing-footer-copy = © { $year } ⁦$CUM⁩. همهٔ حقوق محفوظ است.
