## Landing page (/): marketing copy.

landing-nav-creators = Авторам
landing-nav-users = Пользователям
landing-nav-tokenomics = Токеномика
landing-nav-roadmap = Дорожная карта
landing-nav-home = Главная $CUM
landing-nav-sections = Разделы
landing-nav-menu = Меню
landing-nav-launch = Открыть приложение
landing-nav-open-menu = Открыть меню
landing-nav-close-menu = Закрыть меню

landing-hero-eyebrow = Для авторов и фанатов · только 18+
landing-hero-title = Получайте награды за контент, <em>который любите</em>
landing-hero-lead = Зарабатывайте токены $CUM за награды, задания, просмотры, игры и приглашения друзей. Авторы оставляют себе { $keep }% заработка. Работает в браузере и внутри Telegram.
landing-start-creating = Начать создавать
landing-explore-content = Смотреть контент
landing-stat-creators = Авторов
landing-stat-members = Участников
landing-stat-paid = Выплачено авторам
landing-wallet-aria = Пример кошелька
landing-wallet-label = Пример баланса
landing-wallet-hourly = Ежечасная награда
landing-wallet-daily = Ежедневный вход
landing-wallet-friend = Друг присоединился

landing-tokenomics-eyebrow = Токеномика
landing-tokenomics-title = Фиксированная эмиссия, большая часть — сообществу
landing-tokenomics-chart = Диаграмма распределения токенов
landing-total-supply = Общая эмиссия
landing-dist-community = Награды сообществу
landing-dist-creator-fund = Фонд авторов
landing-dist-development = Разработка
landing-dist-marketing = Маркетинг
landing-dist-reserve = Резерв
landing-fact-burn-rate = Комиссий сжигается
landing-fact-burned = Токенов сожжено

landing-roadmap-eyebrow = Дорожная карта
landing-roadmap-title = Куда мы движемся
landing-roadmap-completed = Выполнено
landing-roadmap-planned = В планах
landing-roadmap-1-title = Планирование и исследования
landing-roadmap-1-items = Исследование рынка | Разработка токеномики | Архитектура платформы
landing-roadmap-2-title = Разработка MVP
landing-roadmap-2-items = Запуск токена в тестовой сети Polygon | Основные функции и базовые задания | Тестирование смарт-контрактов
landing-roadmap-3-title = Бета-запуск
landing-roadmap-3-items = Подключение авторов | Бета в основной сети | Отзывы сообщества
landing-roadmap-4-title = Полный запуск
landing-roadmap-4-items = Прямые трансляции | Премиум-комнаты | NFT-маркетплейс | Аирдропы

landing-creators-eyebrow = Авторам
landing-creators-title = Оставляйте себе <em>{ $keep }%</em> всего заработка
landing-creators-lead = Комиссия платформы { $fee }% вместо отраслевых { $industry }%. С каждых $100, потраченных фанатами, ${ $keep } — ваши.
landing-fee-industry = В среднем по отрасли
landing-fee-keep = Вам — { $keep }%
landing-fee-fee = Комиссия { $fee }%
landing-perk-1-title = Оплата за каждое взаимодействие
landing-perk-1-text = Премиум-контент, личные сообщения и трансляции оплачиваются в $CUM — напрямую вам.
landing-perk-2-title = Децентрализованное хранение
landing-perk-2-text = Ваш контент хранится в децентрализованных сетях, а не на серверах одной компании.
landing-perk-3-title = Только проверенные взрослые
landing-perk-3-text = Проверка возраста по KYC/AML через сторонних провайдеров: аудитория только 18+.
landing-testimonial-quote = Я перевела свою аудиторию за выходные. Те же фанаты, а комиссия вчетверо меньше.
landing-testimonial-detail = Автор · 48 тыс. подписчиков

landing-users-eyebrow = Пользователям
landing-users-title = Зарабатывайте токены, наслаждаясь контентом
landing-users-lead = Присоединяйтесь к { $members } участникам, которые собирают $CUM каждый день.
landing-way-earn-title = Зарабатывайте
landing-way-earn-text = Забирайте регулярную награду, выполняйте ежедневные и еженедельные задания, смотрите видео и играйте в мини-игры.
landing-way-spend-title = Тратьте
landing-way-spend-text = Открывайте премиум-контент, личные сообщения и трансляции за $CUM.
landing-way-stake-title = Стейкайте
landing-way-stake-text = Стейкайте токены, чтобы голосовать за развитие платформы.
landing-sample-rewards = Примеры наград
landing-sample-share = Поделиться 3 постами
landing-sample-tip = Отправить чаевые автору
landing-sample-refer = Пригласить друга

landing-community-eyebrow = Сообщество
landing-community-title = Присоединяйтесь к сообществу
landing-channel-telegram = Общайтесь с сообществом и открывайте мини-приложение.
landing-channel-x = Анонсы и истории авторов.
landing-channel-discord = Обсуждение голосований и отзывы.
landing-updates-title = Новости платформы
landing-updates-text = Новости о запусках, аирдропах и новых способах заработка. Без спама.

landing-faq-eyebrow = Вопросы
landing-faq-title = Ответы на вопросы
landing-faq-1-q = Что такое $CUM?
landing-faq-1-a = Токен-награда для фанатов и авторов. Его можно получать за регулярные награды, задания, просмотр видео, игры и приглашение друзей.
landing-faq-2-q = Как начать зарабатывать?
landing-faq-2-a = Откройте приложение в браузере или в Telegram, войдите и пройдите короткое знакомство: в конце вас ждёт приветственный бонус { $welcome } $CUM.
landing-faq-3-q = Как работают приглашения?
landing-faq-3-a = Поделитесь своим кодом. Друг, который введёт его, получит { $referred } $CUM, а вы — { $referrer } $CUM, когда он пройдёт знакомство.
landing-faq-4-q = Сколько получают авторы?
landing-faq-4-a = Авторы оставляют себе { $keep }% заработка. Комиссия платформы — { $fee }%, тогда как на других площадках обычно { $industry }%.
landing-faq-5-q = Кто может присоединиться?
landing-faq-5-a = Только взрослые. Платформа 18+, возраст проверяется через сторонних провайдеров KYC/AML.
landing-faq-6-q = Работает ли это внутри Telegram?
landing-faq-6-a = Да. Одно и то же приложение работает как мини-приложение Telegram и в любом современном браузере — с тем же аккаунтом и балансом.

landing-closing-title = Не пропустите запуск
landing-closing-lead = Подпишитесь и первыми узнавайте о бете, аирдропах и новых наградах.
landing-newsletter-email = Адрес электронной почты
landing-newsletter-subscribe = Подписаться
landing-newsletter-subscribing = Подписываем...
landing-newsletter-required-title = Нужен email
landing-newsletter-required-text = Введите адрес электронной почты
landing-newsletter-success-title = Готово!
landing-newsletter-success-text = Спасибо за подписку! Мы будем присылать вам новости платформы.
landing-newsletter-error-title = Ошибка
landing-newsletter-error-text = Не удалось подписаться. Попробуйте ещё раз.
landing-newsletter-failed-title = Подписка не оформлена
landing-newsletter-failed-text = Не удалось подписаться на рассылку
landing-newsletter-invalid-email = Введите корректный адрес электронной почты.
landing-newsletter-offline = Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.
landing-newsletter-rate-limited = { $seconds ->
    [one] Слишком много попыток. Попробуйте снова через { $seconds } секунду.
    [few] Слишком много попыток. Попробуйте снова через { $seconds } секунды.
    [many] Слишком много попыток. Попробуйте снова через { $seconds } секунд.
   *[other] Слишком много попыток. Попробуйте снова через { $seconds } секунды.
}

landing-footer-tagline = Платформа наград для авторов и их фанатов.
landing-footer-contact = Контакты
landing-footer-support = Поддержка
landing-footer-partnerships = Партнёрство
landing-footer-press = Для прессы
landing-footer-resources = Ресурсы
landing-footer-whitepaper = Whitepaper
landing-footer-documentation = Документация
landing-footer-brand-kit = Бренд-кит
landing-footer-legal = Правовая информация
landing-footer-terms = Условия использования
landing-footer-privacy = Политика конфиденциальности
landing-footer-cookies = Политика cookie
landing-footer-age = Только 18+. Платформа предназначена для взрослых от 18 лет. Возраст проверяется через сторонних провайдеров KYC/AML.
landing-footer-copy = © { $year } $CUM. Все права защищены.
