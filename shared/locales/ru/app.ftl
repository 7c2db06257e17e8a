# Экраны мини-приложения (miniapp/src/i18n). Эталон: en/app.ftl.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = Загрузка...
app-connecting = Подключение...
nav-main = Главное меню
nav-home = Главная
nav-tasks = Задания
nav-play = Видео
nav-games = Игры
nav-more = Ещё
nav-leaderboard = Рейтинг
nav-rooms = Комнаты
nav-upgrades = Улучшения
nav-store = Магазин
nav-referral = Друзья
nav-profile = Профиль
nav-settings = Настройки
nav-help = Помощь
header-home = { -cum }, главная
header-balance = Баланс:
menu-account-menu = Меню аккаунта
menu-account = Аккаунт
menu-admin = Админ-панель
menu-logout = Выйти
menu-user = Пользователь
menu-level = Уровень { $level }
bell-title = Уведомления
bell-title-new = Уведомления (новые)
bell-loading = Загрузка
bell-loading-activity = Загружаем активность
bell-empty = Уведомлений пока нет
bell-empty-hint = Здесь появятся ваши награды и покупки.
bell-latest = Последние события
offline-banner = Нет сети. Изменения появятся, когда вы снова будете онлайн.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = Такой страницы нет.
error-new-version = Доступна новая версия приложения.
error-screen = На этом экране что-то пошло не так.
error-reload-hint = Перезагрузите страницу или вернитесь в приложение.
error-reload = Перезагрузить
error-go-to-app = В приложение
error-no-server = Не удалось связаться с сервером.
error-try-again = Повторить
error-retry = Повторить
error-generic = Что-то пошло не так. Попробуйте ещё раз.
error-offline-load = Нет сети или сервер недоступен. Данные обновятся, когда связь вернётся.
error-network = Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.
error-bad-answer = Сервер прислал ответ, который приложение не понимает.
session-expired = Сессия истекла. Закройте приложение и откройте его снова из бота.
session-close = Закрыть

## Toasts

toast-error = Ошибка
toast-reward-claimed = Награда получена!
toast-task-claimed = Награда получена!
toast-received = Вы получили { $amount } { -cum }
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = Не удалось получить награду
toast-welcome-claimed = Приветственный бонус получен!
toast-welcome-received = Вы получили { $amount } { -cum }!
toast-welcome-back = С возвращением!
toast-all-set = Всё готово, можно зарабатывать токены!
toast-welcome-failed = Не удалось получить приветственный бонус
toast-bonus-applied = Бонус применён!
toast-bonus-applied-text = Реферальный бонус придёт после завершения знакомства с приложением.
toast-referral-failed = Не удалось применить реферальный код

## Home

home-name-fallback = друг
home-welcome = Добро пожаловать, { $name }!
home-welcome-back = С возвращением, { $name }!
home-balance-label = Ваш баланс { -cum }
home-level = Уровень { $level }
home-reward-level = Уровень наград
home-streak-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}
home-daily-streak = Серия наград
home-share-title = Делитесь и зарабатывайте
home-share-text = Приглашайте друзей и получайте { $amount } { -cum } за каждого, кто присоединится
reward-title = { $unit ->
    [hour] { $count ->
        [1] Награда каждый час
        [one] Награда раз в { $count } час
        [few] Награда раз в { $count } часа
       *[many] Награда раз в { $count } часов
    }
   *[minute] Периодическая награда
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] каждый час
        [one] раз в { $count } час
        [few] раз в { $count } часа
       *[many] раз в { $count } часов
    }
   *[minute] { $count ->
        [1] каждую минуту
        [one] раз в { $count } минуту
        [few] раз в { $count } минуты
       *[many] раз в { $count } минут
    }
}
reward-text = Получайте { $amount } { -cum } { $every }
reward-claim = Забрать награду
# Inside Telegram the claim is Telegram's own button at the bottom.
reward-ready-native = Награда готова: заберите её кнопкой внизу.
reward-claiming = Получаем...
reward-next-in = Следующая награда через
reward-load-error = Не удалось загрузить статус награды
welcome-bonus-title = Приветственный бонус
welcome-bonus-waiting = Ваш приветственный бонус { $amount } { -cum } ждёт вас.
welcome-bonus-onboarding = Пройдите знакомство с приложением, чтобы получить { $amount } { -cum }.
welcome-bonus-claim = Забрать бонус
welcome-bonus-complete = Пройти знакомство
rank-hint = Узнайте, кто заработал больше всех { -cum } на этой неделе
rank-earned = { $amount } { -cum } заработано за неделю
rank-yours = Ваше место
rank-yours-number = Ваше место: №{ $rank }
rank-unranked = Пока без места
rank-unranked-hint = Заработайте первые { -cum } на этой неделе, чтобы попасть в рейтинг
suspension-title = Аккаунт заблокирован
suspension-reason = Причина: { $reason }
suspension-until = До { $date }.
suspension-until-lifted = Пока модераторы не снимут блокировку.
suspension-text = Вы можете входить и всё смотреть, но не можете зарабатывать и тратить { -cum }.

## Tasks

tasks-daily = Ежедневные
tasks-weekly = Еженедельные
tasks-special = Особые
tasks-section = { $section }: задания
tasks-resets-in = { $unit ->
    [day] обновятся через { $count } д
    [hour] обновятся через { $count } ч
   *[minute] обновятся через { $count } мин
}
tasks-load-error = Не удалось загрузить задания
tasks-empty = Сейчас заданий нет
tasks-empty-hint = Новые задания появляются регулярно. Загляните позже!
task-done = Готово
task-complete = Выполнить
task-start = Начать
task-go = Перейти
task-verify = Проверить
task-claim = Забрать награду
task-claim-in = Через { $seconds } с
task-claim-in-long = { $seconds ->
    [one] Забрать через { $seconds } секунду
    [few] Забрать через { $seconds } секунды
   *[many] Забрать через { $seconds } секунд
}
task-wait-note = Завершите действие на открывшейся странице: награда откроется через { $seconds } с

## Games

games-load-error = Не удалось загрузить игры
games-all = Все игры
games-more = Другие игры
games-soon = Скоро новые игры
games-soon-hint = Новые способы заработать { -cum } уже в пути. Следите за обновлениями!
games-save-failed = Не удалось сохранить результат.
games-submit-failed = Не удалось отправить результат.
games-start-failed = Не удалось начать игру.
clicker-up-to = До { $amount } { -cum } в час
clicker-description = Нажимайте на монету: каждые { $taps } нажатий приносят { $amount } { -cum }.
clicker-play = Играть в CUM Clicker
clicker-paused = Пауза: достигнут часовой лимит
clicker-tap = Нажмите, чтобы заработать
clicker-points-label = { $points ->
    [one] очко
    [few] очка
   *[many] очков
}
clicker-capped = Лимит этого часа исчерпан: нажатия снова будут приносить { -cum }, когда он освободится.
clicker-next-payout = Следующая выплата на { $points } очках
clicker-this-run = Эта игра
clicker-earnings = Заработок в кликере
clicker-credited = Зачислено сервером
clicker-per-tap = Каждое касание приносит { $amount } { -cum }
clicker-taps-label = { $taps ->
    [one] касание
    [few] касания
    [many] касаний
   *[other] касания
}
clicker-this-visit = За этот заход
clicker-partial = Часть касаний не оплачена: кончилась энергия или достигнут часовой лимит.
clicker-retrying = Не удалось сохранить касания. Пробуем ещё раз.
clicker-energy = Энергия
clicker-energy-empty = Энергия кончилась: она восстановится сама
clicker-energy-aria = Энергия кликера
cap-reached = Часовой лимит исчерпан
cap-left = Осталось в этом часе
cap-of = { $left } из { $cap } { -cum }
cap-aria = Сколько ещё можно заработать в кликере в этом часе
cap-again-from = Нажатия снова приносят { -cum } с { $time }.
rush-range = { $min }–{ $max }
rush-per-game = { $range } { -cum } за игру
rush-description = { $seconds } секунд падающих токенов: чем выше счёт, тем больше награда.
rush-games-left = Осталось игр сегодня: { $left } из { $total }
rush-play = Играть в Token Rush
rush-subtitle = { $seconds } секунд · { $range } { -cum } за игру
rush-intro = Токены падают { $seconds } секунд. Ловите их, пока они не упали: чем больше поймаете, тем больше выигрыш.
rush-start = Начать игру
rush-time-left = Осталось времени
rush-seconds = { $seconds } с
rush-score = счёт
rush-progress = Ход раунда
rush-submitting = Отправляем результат…
rush-checking = Проверяем ваши касания…
rush-verified = Подтверждённый счёт: { $score } из { $max }
rush-send-again = Отправить ещё раз
rush-play-again = Играть снова
rush-how = Как это работает
rush-how-aria = Как устроен Token Rush
rush-rules = Раунд начинает сервер и сам выбирает токены; токен засчитывается, если коснуться его, пока он падает (золотые стоят { $gold }), сервер проверяет это с точностью до { $tolerance } мс. Награда: { $min } { -cum } плюс до { $spread } { -cum } по доле пойманных токенов, то есть { $range } { -cum } за игру, { $games } игр в день.

## Profile and Settings

profile-loading = Загружаем профиль...
profile-sections = Разделы профиля
profile-tab-profile = Профиль
profile-tab-settings = Настройки
profile-tab-activity = Активность
profile-admin = Админ
profile-save = Сохранить
profile-saving = Сохраняем...
profile-edit = Изменить
profile-balance = Баланс { -cum }
profile-hide-balance = Скрыть баланс
profile-show-balance = Показать баланс
profile-tasks-done = Выполнено заданий
profile-total-rewards = Всего наград
profile-day-streak = Серия дней
profile-personal = Личные данные
profile-first-name = Имя
profile-last-name = Фамилия
profile-username = Имя пользователя
profile-account = Об аккаунте
profile-member-since = С нами с
profile-recently = Недавно
profile-telegram-id = Telegram ID
profile-not-linked = Не привязан
settings-language = Язык
settings-notifications = Уведомления
settings-privacy = Приватность
settings-email-notifications = Уведомления по почте
settings-push-notifications = Push-уведомления
settings-task-reminders = Напоминания о заданиях
settings-reward-alerts = Оповещения о наградах
settings-private-profile = Закрытый профиль
settings-show-balance = Показывать баланс
settings-show-level = Показывать уровень
settings-updated = Настройки обновлены
settings-saved = Ваши настройки сохранены.
settings-failed = Не удалось обновить настройки
settings-update-failed = Ошибка обновления
settings-allow-bot = Разрешите боту писать вам, чтобы включить оповещения о наградах.

## Onboarding

onboarding-aria = Знакомство с приложением
onboarding-age-aria = Подтверждение возраста
onboarding-step = Шаг { $step } из { $total }
onboarding-continue = Продолжить
onboarding-back = Назад
onboarding-save-failed = Не удалось сохранить ответ. Попробуйте ещё раз.
age-title = Только для взрослых
age-text = { -cum } — платформа наград для развлечений для взрослых. Пользоваться ею можно только с 18 лет.
age-confirm = Я подтверждаю, что мне исполнилось 18 лет
age-confirming = Подтверждаем...
age-yes = Мне есть 18
age-no = Мне нет 18: выйти
onboarding-1-title = Добро пожаловать в { -cum }!
onboarding-1-text = Зарабатывайте токены { -cum } за то, что вам и так нравится: смотреть, играть, делиться и приглашать друзей.
onboarding-2-title = Зарабатывайте на заданиях
onboarding-2-text = Выполняйте ежедневные, еженедельные и особые задания и собирайте токены.
onboarding-example-checkin = Ежедневный визит
onboarding-example-checkin-detail = Открывайте приложение каждый день
onboarding-example-share = Поделиться контентом
onboarding-example-share-detail = Поделитесь тремя публикациями
onboarding-example-invite = Пригласить друзей
onboarding-example-invite-detail = Приведите друга
onboarding-3-title = Реферальный бонус
onboarding-3-text = Приглашайте друзей по своему коду: вы получите { $referrer } { -cum }, когда друг пройдёт знакомство, а друг — { $referred } { -cum } за ввод кода.
onboarding-4-title = Живые комнаты и контент
onboarding-4-text = Смотрите живые комнаты нашего стримингового партнёра и открывайте премиум-контент от авторов.
onboarding-5-title = Смотрите, играйте, зарабатывайте
onboarding-5-text = Зарабатывайте, пока смотрите короткие видео и играете в мини-игры. Забирайте периодическую награду, чтобы не прерывать серию.
onboarding-6-title = Всё готово!
onboarding-6-text = Заберите приветственный бонус { $amount } { -cum } и начинайте зарабатывать.
onboarding-bonus = Приветственный бонус
onboarding-bonus-detail = Сразу зачисляется на баланс
onboarding-periodic = Периодическая награда
onboarding-every-fallback = регулярно
onboarding-periodic-detail = Забирайте { $every }: { $amount } { -cum } за уровень
onboarding-friend = За каждого приглашённого друга
onboarding-friend-detail = Когда друг пройдёт знакомство
referral-have-code = Есть реферальный код?
referral-applied = Реферальный код применён. Бонус уже в пути.
referral-already-applied = Реферальный код друга уже применён к вашему аккаунту.
referral-code = Реферальный код
referral-enter = Введите код
referral-applying = Применяем...
referral-apply = Применить код
referral-skip = Пропустить


## pages
# Sign-in, email pages, store, upgrades, referrals, rooms, leaderboard, help, play and error messages
# (wip/i18n-pages); amounts, intervals and limits arrive as variables, never typed.

## Sign-in (/login and the sign-in sheet)
auth-loading = Загрузка...
auth-title = Вход в $CUM
auth-back-home = На главную страницу
auth-gate-text = Войдите, чтобы продолжить
auth-sign-in = Войти
auth-method-email = Email
auth-method-wallet = Кошелёк
auth-method-telegram = Telegram
auth-methods-aria = Способ входа
auth-sign-in-with = Вход через { $method }
auth-features-title = Возможности платформы
auth-feature-1 = Зарабатывайте токены за активность
auth-feature-2 = Выполняйте задания за награды
auth-feature-3 = Видеоплатформа: смотрите и зарабатывайте
auth-feature-4 = Надёжный вход несколькими способами
auth-welcome = Добро пожаловать, { $name }!
auth-welcome-there = друг
auth-signed-in = Вы вошли в аккаунт
auth-row-method = Способ входа
auth-row-user-id = ID пользователя
auth-row-balance = Баланс
auth-row-balance-value = { $amount } токенов
auth-row-status = Статус
auth-status-active = Активен
auth-status-pending = Знакомство не пройдено
auth-row-email = Email
auth-row-wallet = Кошелёк
auth-row-telegram-id = Telegram ID
auth-open-app = Открыть приложение
auth-logout = Выйти
auth-email-modes = Вход по email
auth-create-account = Создать аккаунт
auth-creating-account = Создаём аккаунт...
auth-signing-in = Входим...
auth-field-email = Email
auth-field-username = Имя пользователя
auth-field-password = Пароль
auth-field-first-name = Имя
auth-field-last-name = Фамилия
auth-forgot-password = Забыли пароль?
auth-error-generic = Что-то пошло не так. Попробуйте ещё раз.
auth-error-email = Введите корректный адрес электронной почты
auth-error-username-short = { $min ->
    [one] Имя пользователя должно быть не короче { $min } символа
    [few] Имя пользователя должно быть не короче { $min } символов
    [many] Имя пользователя должно быть не короче { $min } символов
   *[other] Имя пользователя должно быть не короче { $min } символа
}
auth-error-password-required = Введите пароль
auth-error-password-short = { $min ->
    [one] Пароль должен быть не короче { $min } символа
    [few] Пароль должен быть не короче { $min } символов
    [many] Пароль должен быть не короче { $min } символов
   *[other] Пароль должен быть не короче { $min } символа
}
auth-telegram-inside = Вы в Telegram: мы автоматически войдём через ваш аккаунт Telegram.
auth-try-again = Попробовать снова
auth-telegram-link-failed = Не удалось создать ссылку для входа.
auth-telegram-link-expired = Срок действия этой ссылки истёк.
auth-telegram-new-link = Получить новую ссылку
auth-telegram-how = Откройте ссылку в Telegram (или отсканируйте код телефоном) и нажмите «Старт» в боте. Эта страница выполнит вход сразу после подтверждения.
auth-telegram-qr = Ссылка для входа через Telegram
auth-telegram-open = Открыть Telegram
# Number matching: the bot asks the user to pick this number (shown after it) among three.
auth-telegram-code = В Telegram нажмите это число:
auth-telegram-waiting = Ждём подтверждения в Telegram...
auth-wallet-soon-title = Скоро
auth-wallet-soon-text = Вход через MetaMask и другие Web3-кошельки.
auth-wallet-soon-button = Подключить кошелёк (скоро)
auth-wallet-soon-alert = Подключение кошелька скоро появится! Мы работаем над поддержкой MetaMask и других Web3-кошельков.
auth-wallet-how = Подключите браузерный кошелёк, например MetaMask, и подпишите одноразовое сообщение, чтобы подтвердить, что адрес ваш. Без транзакций и комиссий.
auth-wallet-connect = Подключить кошелёк
auth-wallet-connecting = Подключаем...
auth-wallet-none = Кошелёк не найден. Установите MetaMask (или другой Web3-кошелёк) или откройте эту страницу в приложении кошелька.
auth-wallet-no-account = Кошелёк не предоставил аккаунт.
auth-wallet-rejected = Запрос отклонён в кошельке.
auth-wallet-failed = Не удалось подключить кошелёк.

## Email pages
email-check-inbox = Проверьте почту
email-send-failed = Не удалось отправить ссылку.
email-yours = Ваш email
email-loading = Загрузка
email-confirmed = Подтверждён
email-not-confirmed = Ещё не подтверждён
email-none = Email не указан
email-pending = Ждём, когда вы откроете отправленную ссылку
email-change = Сменить email
email-add = Добавить email
email-change-help = Введите пароль для подтверждения. Мы отправим ссылку на новый адрес; он сменится, когда вы её откроете.
email-add-help = Придумайте пароль для входа с этим email (от { $min } до { $max } символов). Мы отправим ссылку на адрес; он заработает, когда вы её откроете.
email-new = Новый email
email-your-password = Ваш пароль
email-choose-password = Придумайте пароль
email-send-confirmation = Отправить ссылку для подтверждения
email-forgot-title = Забыли пароль?
email-forgot-help = Мы отправим вам ссылку, чтобы задать новый пароль.
email-field = Email
email-something-wrong = Что-то пошло не так.
email-send-reset = Отправить ссылку для сброса
email-back-to-sign-in = Вернуться ко входу
email-password-changed = Пароль изменён
email-sign-in = Войти
email-passwords-differ = Пароли не совпадают.
email-reset-failed = Не удалось изменить пароль.
email-reset-title = Придумайте новый пароль
email-reset-help = От { $min } до { $max } символов. Несколько не связанных между собой слов — надёжный пароль.
email-new-password = Новый пароль
email-repeat-password = Повторите новый пароль
email-change-password = Изменить пароль
email-link-incomplete = Ссылка неполная. Откройте ссылку из письма ещё раз.
email-undo-failed = Не удалось отменить изменение.
email-undoing = Отменяем смену email…
email-undo-title = Отмена смены email
email-verified = { $message } Теперь { $email } — email вашего аккаунта.
email-verify-failed = Не удалось подтвердить email.
email-confirming = Подтверждаем email…
email-verify-title = Подтверждение email
email-go-to-app = Перейти в приложение

## Store and upgrades
shop-balance = Баланс
shop-your-balance = Ваш баланс
shop-amount = { $amount } $CUM
shop-owned = ✓ Куплено
shop-buy = Купить
shop-buy-item = Купить «{ $title }»
# The confirmation sheet before a purchase (Store, Upgrades).
purchase-title = Подтвердите покупку
purchase-price = Цена
purchase-balance-after = Баланс после
purchase-buying = Покупаем...
purchase-buy-for = Купить за { $amount } { -cum }
purchase-cancel = Отмена
shop-purchase-failed = Покупка не прошла. Попробуйте ещё раз.
store-load-failed = Не удалось загрузить магазин
store-items = Товары
store-type-cosmetic = Оформление
store-type-access = Доступ
store-type-booster = Бустер
store-soon = Скоро
store-coming-soon = Скоро появится
store-active-until = Действует до { $date }
store-extend = Продлить
store-loading-item = Загружаем товар
store-item = Товар
store-more-soon = Скоро новые товары
store-more-soon-text = Новое оформление, бустеры и пропуска уже в пути. Продолжайте копить $CUM!
store-coming-soon-aria = Скоро
store-purchased-title = Покупка завершена!
store-purchased-text = «{ $title }» теперь ваш.
store-your-item = Ваш товар
upgrades-load-failed = Не удалось загрузить улучшения
upgrades-your-stats = Ваши показатели
upgrades-reward-level = Уровень награды
upgrades-level = Уровень { $level }
upgrades-level-of = Уровень { $level } из { $max }
upgrades-sets-level = Повышает уровень наград до { $level } из { $max } (сейчас { $current })
upgrades-one-time = Разовое
upgrades-locked = Закрыто
upgrades-reward-per-claim = Награда за сбор
upgrades-task-bonus = Бонус за задания
upgrades-active-bonus = Активен (+{ $percent }%)
upgrades-active = Активен
upgrades-not-owned = Не куплено
upgrades-premium = Премиум-доступ
upgrades-title = Улучшения
upgrades-loading = Загружаем улучшение
upgrades-upgrade = Улучшение
upgrades-purchased-title = Улучшение куплено!
upgrades-purchased-text = «{ $title }» теперь активно.
upgrades-your-upgrade = Ваше улучшение

## Referrals
referral-title = Реферальная программа
referral-stats-aria = Статистика приглашений
referral-total = Всего приглашено
referral-earnings = Всего заработано
referral-pending = Ожидают
referral-completed = Завершили
referral-code-title = Ваш реферальный код
referral-code-text = Друзья, которые присоединятся по вашему коду, получат { $referred } $CUM. Вы получите { $referrer } $CUM, когда они пройдут знакомство.
referral-code-failed = Не удалось загрузить ваш реферальный код.
referral-code-aria = Ваш реферальный код
referral-copy = Копировать
referral-share = Поделиться
referral-copied = Скопировано!
referral-code-copied = Реферальный код скопирован в буфер обмена
referral-error = Ошибка
referral-copy-failed = Не удалось скопировать реферальный код
referral-message-copied = Приглашение скопировано в буфер обмена
referral-message-copy-failed = Не удалось скопировать приглашение
referral-share-title = $CUM Rewards
referral-share-text = Присоединяйся ко мне в $CUM Rewards и получи бонус { $referred } $CUM по моему реферальному коду { $code }!
referral-use-title = Есть реферальный код?
referral-use-text = Введите код друга и получите { $referred } $CUM.
referral-use-aria = Реферальный код
referral-use-placeholder = Введите реферальный код
referral-use-button = Применить код
referral-success = Готово!
referral-use-failed = Не удалось применить реферальный код
referral-list-title = Ваши приглашённые
referral-list-failed = Не удалось загрузить список приглашённых
referral-none = Пока никого нет
referral-user = Пользователь #{ $id }
referral-private-friend = Друг (закрытый профиль)
referral-you-earned = Вы получили +{ $amount } { -cum }
referral-joined = Присоединился { $date }
referral-completed-on = Завершил { $date }
referral-status-completed = Завершено
referral-status-pending = Ожидает
# Why a pending referral has not paid yet (both sides).
referral-waits-onboarding = Ждём, пока друг пройдёт знакомство с приложением
referral-waits-email = Ждём, пока друг подтвердит свою почту
referral-own-waits-email = Награда вашего друга за приглашение будет выплачена, когда вы подтвердите почту. Откройте ссылку из нашего письма.

## Rooms
rooms-notice = Трансляции в комнатах ведёт наш партнёрский стриминговый сервис.
rooms-notice-link = Комната открывается на сайте партнёра, где действуют его условия.
rooms-live-now = Сейчас в эфире
rooms-live-count = Сейчас в эфире ({ $count })
rooms-offline = Не в эфире
rooms-offline-count = Не в эфире ({ $count })
rooms-loading = Загружаем комнату
rooms-room-title = Название комнаты
rooms-load-failed = Не удалось загрузить комнаты
rooms-empty-title = Сейчас комнат нет
rooms-empty-text = Сейчас никто не ведёт трансляцию. Список обновляется сам, загляните чуть позже.
rooms-no-live = Сейчас нет комнат в эфире
rooms-no-live-text = Здесь появятся комнаты, которые выйдут в эфир.
rooms-partnership = Партнёрство
rooms-partner = В партнёрстве с нашим стриминговым сервисом
rooms-live = LIVE
rooms-viewers = { $count ->
    [one] { $shown } зритель
    [few] { $shown } зрителя
    [many] { $shown } зрителей
   *[other] { $shown } зрителя
}

## Leaderboard
leaderboard-title = Рейтинг
leaderboard-period = Период
leaderboard-weekly = Неделя
leaderboard-weekly-hint = $CUM, заработанные на этой неделе (с понедельника по воскресенье, UTC)
leaderboard-all-time = Всё время
leaderboard-all-time-hint = $CUM, заработанные с момента регистрации
leaderboard-friends = Друзья
leaderboard-friends-hint = Вы, приглашённые вами друзья и тот, кто пригласил вас
leaderboard-hidden = Скрыто
leaderboard-you = Вы
leaderboard-level = Уровень { $level }
leaderboard-player = Имя игрока
leaderboard-failed = Не удалось загрузить рейтинг.
leaderboard-your-rank = Ваше место
leaderboard-empty = Здесь пока никто не заработал $CUM. Станьте первым!
leaderboard-climb = Зарабатывайте больше $CUM, чтобы попасть в список.

## Help
help-title = Помощь
help-faq-title = Частые вопросы
help-q-earn = Как заработать $CUM?
help-a-earn = Забирайте регулярную награду на Главной, выполняйте задания, смотрите видео в разделе «Смотреть», играйте в игры и приглашайте друзей. Каждое начисление видно в Профиль → Активность.
help-q-periodic = Как часто можно забирать регулярную награду?
help-a-periodic = Каждый сбор приносит { $perLevel } $CUM, умноженные на ваш уровень награды. Карточка на Главной показывает обратный отсчёт до следующего сбора по времени нашего сервера.
help-q-streak = Что такое серия наград?
help-a-streak = Число дней подряд (по UTC), в которые вы забирали регулярную награду. Пропустите день — серия начнётся снова с 1.
help-q-referrals = Как работают приглашения?
help-a-referrals = Поделитесь кодом со страницы «Рефералы». Друг, который введёт его в течение { $days ->
    [one] { $days } дня
    [few] { $days } дней
    [many] { $days } дней
   *[other] { $days } дня
} после регистрации, сразу получит { $referred } $CUM, а вы — { $referrer } $CUM, когда он пройдёт знакомство. Код можно применить один раз на аккаунт, и нельзя — свой собственный.
help-q-welcome = Что такое приветственный бонус?
help-a-welcome = { $welcome } $CUM, которые выплачиваются один раз после знакомства с приложением. Если вы его пропустили, заберите бонус в карточке на Главной.
help-q-level = Как повысить уровень награды?
help-a-level = Купите «Множитель награды» в разделе «Улучшения». Каждый уровень увеличивает каждую регулярную награду.
help-q-refused = Почему награду не начислили?
help-a-refused = У наград есть лимиты (один сбор регулярной награды за интервал, дневные лимиты на видео и игры). Сообщение объясняет причину; с баланса ничего не списывается.
help-q-delete = Как удалить аккаунт?
help-a-delete = Профиль → Настройки → Удалить аккаунт. Ваши личные данные будут стёрты, а вы выйдете из аккаунта; это нельзя отменить.
help-q-who = Кто может пользоваться $CUM Rewards?
help-a-who = Только взрослые: вам должно быть { $age } лет или больше.
help-support-title = Связаться с поддержкой
help-support-bot = Напишите нашему боту @{ $bot } в Telegram и отправьте /help.
help-support-button = Написать @{ $bot }
help-support-nobot = Откройте бота $CUM в Telegram и отправьте /help.
help-balance-question = Вопрос по балансу? Укажите время начисления из раздела { $link }.
help-activity-link = Профиль → Активность

## Play (videos)
play-back = Назад
play-unavailable-title = Видео недоступны
play-no-videos = Сейчас нет видео для просмотра.
play-try-again = Попробовать снова
play-pause = Пауза
play-play = Воспроизвести
play-video-unavailable = Это видео недоступно
play-cannot-play = Это видео сейчас нельзя воспроизвести.
play-earned = Заработано
play-previous = Предыдущее видео
play-next = Следующее видео
play-swipe-hint = Листайте вверх или вниз, чтобы сменить видео
play-actions = Действия с видео
play-like = Нравится
play-dislike = Не нравится
play-comment = Комментарий
play-share = Поделиться
play-action-count = { $label } ({ $count })
play-already-done = Уже сделано
play-action-failed = Не удалось выполнить действие
play-watched = просмотрено { $seconds } с · ≈{ $estimate }
play-views = { $count ->
    [one] { $shown } просмотр
    [few] { $shown } просмотра
    [many] { $shown } просмотров
   *[other] { $shown } просмотра
}

## Error messages by error code
error-code-network-error = Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.
error-code-unauthorized = Пожалуйста, войдите снова.
error-code-forbidden = У вас нет прав на это действие.
error-code-not-found = Мы не нашли то, что вы ищете.
error-code-payload-too-large = Слишком большой объём для отправки.
error-code-too-many-requests = Слишком много запросов. Подождите немного и попробуйте снова.
error-code-internal-error = На нашей стороне что-то пошло не так. Попробуйте ещё раз.
error-code-service-unavailable = Сервис сейчас перегружен. Попробуйте чуть позже.
error-code-account-suspended = Ваш аккаунт приостановлен: смотреть можно, но зарабатывать и тратить нельзя.
error-code-insufficient-funds = Недостаточно $CUM для этого.
error-password-weak = { $min ->
    [one] Используйте не меньше { $min } символа и избегайте распространённых паролей
   *[other] Используйте не меньше { $min } символов и избегайте распространённых паролей
}

## Store items and upgrades by id
store-item-premium-badge = Премиум-значок
store-item-premium-badge-text = Покажите премиум-значок в своём профиле.
store-item-vip-pass = VIP-пропуск
store-item-vip-pass-text = { $days ->
    [one] { $days } день VIP-доступа к эксклюзивным комнатам.
    [few] { $days } дня VIP-доступа к эксклюзивным комнатам.
    [many] { $days } дней VIP-доступа к эксклюзивным комнатам.
   *[other] { $days } дня VIP-доступа к эксклюзивным комнатам.
}
store-item-token-booster = Бустер токенов
store-item-token-booster-text = { $hours ->
    [one] Удвойте награды за задания на { $hours } час.
    [few] Удвойте награды за задания на { $hours } часа.
    [many] Удвойте награды за задания на { $hours } часов.
   *[other] Удвойте награды за задания на { $hours } часа.
}
store-item-avatar-frame = Рамка для аватара
store-item-avatar-frame-text = Уникальная рамка для вашего аватара.
upgrade-multiplier-2x = Множитель награды x2
upgrade-multiplier-2x-text = Удвойте регулярные награды: { $amount } $CUM за сбор вместо { $base }.
upgrade-multiplier-3x = Множитель награды x3
upgrade-multiplier-3x-text = Утройте регулярные награды: { $amount } $CUM за сбор.
upgrade-task-bonus = Бонус за задания
upgrade-task-bonus-text = Получайте на { $percent }% больше $CUM за каждое задание.
upgrade-premium-access = Премиум-доступ
upgrade-premium-access-text = Откройте эксклюзивные комнаты и премиум-контент.
shop-reason-insufficient = «{ $title }» стоит { $price } $CUM: не хватает { $missing } $CUM.
upgrade-reason-after = «{ $title }» откроется после покупки «{ $before }».
upgrade-reason-balance = «{ $title }» откроется, когда ваш баланс достигнет { $amount } $CUM.

## daily streak card
streak-title = Ежедневная серия
streak-toast = День { $day } серии!
streak-claim-failed = Не удалось забрать награду за сегодня
streak-claim-button = Забрать день { $day }: { $amount } { -cum }
streak-load-failed = Не удалось загрузить серию
streak-summary-none = Заходите каждый день: каждый день подряд приносит больше.
streak-summary = { $days ->
    [one] { $days } день подряд
    [few] { $days } дня подряд
    [many] { $days } дней подряд
   *[other] { $days } дня подряд
}. Пропустите день — серия начнётся заново.
streak-day-aria = День { $day }: { $amount } { -cum }, { $state ->
    [claimed] получено
    [today] сегодня
   *[other] впереди
}
streak-day = День { $day }
streak-done = Награда за сегодня получена. Возвращайтесь завтра за днём { $next }.
streak-use-button = Заберите награду за сегодня кнопкой внизу.
toast-dismiss = Закрыть уведомление

## Refusals of the server with their figures (shared/src/contract/error-reasons.ts, lib/error-reasons.ts).
## `wait-*` are durations after «через» (винительный падеж: «через 1 минуту»).
wait-seconds = { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
}
wait-minutes = { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}
wait-hours = { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
    [many] { $hours } часов
   *[other] { $hours } часа
}
wait-hours-minutes = { $hours } { $minutes }
error-code-too-early = Пока рано. Попробуйте чуть позже.
error-code-already-done = Это уже сделано.
error-code-limit-reached = Лимит на сейчас исчерпан. Попробуйте позже.
error-code-locked = Это пока закрыто.
error-reason-reward-too-early = Следующая награда через { $wait } (в { $time }).
error-reason-streak-claimed = Сегодняшняя награда за серию уже получена. Возвращайтесь завтра.
error-reason-store-unavailable = Скоро: «{ $item }» пока недоступен.
error-reason-store-owned = «{ $item }» у вас уже есть.
error-reason-store-insufficient = «{ $item }» стоит { $price } $CUM: не хватает { $missing } $CUM.
error-reason-upgrade-owned = Улучшение «{ $upgrade }» у вас уже есть.
error-reason-upgrade-locked-after = «{ $upgrade }» откроется после покупки «{ $before }».
error-reason-upgrade-locked-balance = «{ $upgrade }» откроется, когда ваш баланс достигнет { $balance } $CUM.
error-reason-upgrade-insufficient = «{ $upgrade }» стоит { $price } $CUM: не хватает { $missing } $CUM.
error-reason-task-done = Вы уже выполнили это задание.
error-reason-task-too-early = Сначала выполните задание: забрать награду можно через { $wait }.
error-reason-task-not-joined = Вы ещё не вступили в канал. Вступите, а затем заберите награду.
error-reason-clicker-too-fast = { $perSecond ->
    [one] Так быстро нажимать невозможно (не больше { $perSecond } нажатия в секунду). Ничего не начислено.
   *[other] Так быстро нажимать невозможно (не больше { $perSecond } нажатий в секунду). Ничего не начислено.
}
error-reason-clicker-hourly-cap = Вы достигли лимита кликера: { $cap } $CUM в час. Попробуйте снова через { $wait }.
error-reason-clicker-no-energy = Энергия закончилась. Она восстановится через { $wait }.
error-reason-rush-daily-limit = { $games ->
    [one] Вы сыграли { $games } игру Token Rush за сегодня. Возвращайтесь завтра!
    [few] Вы сыграли все { $games } игры Token Rush за сегодня. Возвращайтесь завтра!
    [many] Вы сыграли все { $games } игр Token Rush за сегодня. Возвращайтесь завтра!
   *[other] Вы сыграли все { $games } игры Token Rush за сегодня. Возвращайтесь завтра!
}
error-reason-rush-in-progress = У вас уже идёт игра Token Rush. Завершите её или подождите минуту, пока она истечёт, прежде чем начинать новую.
error-reason-rush-too-early = Раунд Token Rush длится { $wait }: результат пришёл слишком рано. Ничего не начислено.
error-reason-rush-expired = Эта игровая сессия истекла. Начните новую игру.
error-reason-video-daily-limit = Вы достигли дневного лимита оплачиваемого просмотра: { $duration }. Возвращайтесь завтра!
error-reason-video-done = Вы уже сделали это с этим видео.
error-reason-referral-used = Вы уже использовали реферальный код.
error-reason-referral-unknown = Такого реферального кода нет. Проверьте его и попробуйте снова.
error-reason-referral-own = Нельзя использовать собственный реферальный код.
error-reason-referral-cycle = Этот друг присоединился по вашему коду, поэтому его код использовать нельзя.
error-reason-referral-window = { $days ->
    [one] Реферальный код можно ввести только в течение { $days } дня после создания аккаунта.
   *[other] Реферальный код можно ввести только в течение { $days } дней после создания аккаунта.
}
error-reason-onboarding-incomplete = Сначала пройдите знакомство с приложением, а затем заберите приветственный бонус { $bonus } $CUM.
error-reason-onboarding-age = Подтвердите, что вам 18 лет или больше, прежде чем завершить знакомство.
error-reason-onboarding-claimed = Вы уже получили приветственный бонус.
error-reason-account-suspended = { $until ->
    [none] Ваш аккаунт приостановлен: { $note }. Вы можете входить и смотреть, но не зарабатывать и не тратить $CUM.
   *[other] Ваш аккаунт приостановлен до { $until }: { $note }. Вы можете входить и смотреть, но не зарабатывать и не тратить $CUM.
}
error-reason-rate-limited = Слишком много попыток. Попробуйте снова через { $wait }.
error-reason-username-taken = Это имя пользователя уже занято. Выберите другое.
error-reason-link-invalid = Эта ссылка недействительна, устарела или уже использована. Запросите новую.
error-reason-claim-busy = Другой запрос на получение награды ещё сохраняется. Попробуйте снова.
error-reason-clicker-busy = Другой результат ещё сохраняется. Попробуйте снова.
error-reason-taps-busy = Другая серия нажатий ещё сохраняется. Попробуйте снова.
error-reason-video-busy = Другой отчёт о просмотре ещё сохраняется. Попробуйте снова.
error-reason-task-changed = Это задание тем временем изменилось. Попробуйте снова.
error-reason-rush-busy = Слишком много игр запускается одновременно. Попробуйте снова.
error-reason-store-just-bought = Эта покупка только что прошла. Проверьте свои бонусы, прежде чем покупать снова.
error-reason-wallet-taken = Этот кошелёк уже привязан к другому аккаунту.
error-reason-wallet-linked = К вашему аккаунту уже привязан кошелёк.
error-reason-email-taken = Этот адрес почты теперь принадлежит другому аккаунту, поэтому добавить его к вашему нельзя.
error-reason-email-taken-back = Этот адрес почты теперь принадлежит другому аккаунту, поэтому вернуть его вашему аккаунту нельзя.
error-reason-rush-submitted = Результат этой игры уже отправлен. Начните новую игру, чтобы сыграть снова.
error-reason-rush-no-session = Такой игровой сессии нет. Начните новую игру Token Rush.
error-reason-task-one-step = Это задание выполняется в один шаг: нажмите «Выполнить».
error-reason-task-has-steps = У этого задания несколько шагов: начните его, выполните действие, затем заберите награду.
error-reason-task-started = Вы уже начали это задание.
error-reason-task-start-first = Сначала начните задание.
error-reason-task-action-done = Вы уже выполнили действие для этого задания. Заберите награду.
error-reason-task-action-first = Выполните действие задания, прежде чем забирать награду.
error-reason-task-unavailable = Это задание недоступно.
error-reason-task-no-channel = Для этого задания ещё не указан канал для проверки. Попробуйте позже.
error-reason-task-needs-telegram = Сначала войдите через Telegram: это задание проверяет, что вы вступили в канал.
error-reason-video-unknown = Такого видео нет.
error-reason-wallet-coming-soon = Подключение кошелька скоро появится! Мы работаем над поддержкой MetaMask и других Web3-кошельков.
error-reason-account-gone = Этого аккаунта больше не существует.
error-reason-email-signin-off = Вход по email на этом сервере отключён.
error-reason-credentials-invalid = Неверный email или пароль.
error-reason-password-wrong = Неверный пароль.
error-reason-email-same = Это уже ваш email.
error-reason-login-number-wrong = Это не то число, которое показал ваш браузер: вход отменён.
error-reason-login-link-expired = Срок действия этой ссылки для входа истёк, или она уже использована. Начните заново.
error-reason-login-link-used = Срок действия этой ссылки для входа истёк, или она уже использована.
error-reason-login-cancelled = Вход отменён в Telegram. Начните заново, чтобы войти.
error-reason-not-possible-now = Сейчас это невозможно.
error-reason-task-channel-hidden = Мы не можем проверить этот канал: бот пока не видит его участников. Попробуйте позже.
error-reason-task-check-unavailable = Сейчас мы не можем проверить участие в канале. Попробуйте позже.

## profile activity tab; ledger entries named by their kind outside English
activity-load-failed = Не удалось загрузить активность
activity-empty = Пока нет активности
activity-empty-hint = Заберите награду или выполните задание, чтобы начать.
activity-recent = Недавняя активность
ledger-kind-welcome-bonus = Приветственный бонус
ledger-kind-periodic-reward = Периодическая награда
ledger-kind-daily-streak = Награда за ежедневную серию
ledger-kind-task-reward = Награда за задание
ledger-kind-referral-bonus = Бонус за приглашение
ledger-kind-referral-reward = Награда за приглашение
ledger-kind-video-watch = Просмотр видео
ledger-kind-video-social = Лайк или репост видео
ledger-kind-game-clicker = CUM Clicker
ledger-kind-game-rush = Token Rush
ledger-kind-upgrade-purchase = Покупка улучшения
ledger-kind-store-purchase = Покупка в магазине
ledger-kind-admin-adjustment = Корректировка баланса администрацией

## profile: sign-in methods, danger zone, wallet and profile toasts
profile-auth-methods = Способы входа
profile-auth-primary = Основной
profile-auth-not-added = Не добавлен
profile-auth-not-connected = Не подключён
profile-auth-add-email = Добавить email
profile-auth-connecting = Подключение...
profile-danger-zone = Опасная зона
profile-delete-warning = Удаление аккаунта стирает ваши личные данные и выполняет выход. Отменить это нельзя.
profile-delete-account = Удалить аккаунт
profile-delete-title = Удалить аккаунт?
profile-delete-text = Баланс, профиль и способы входа исчезнут навсегда. Введите { $word } для подтверждения.
profile-delete-your-username = Ваше имя пользователя
profile-delete-type-word = Введите { $word }
profile-deleting = Удаление...
profile-delete-failed = Не удалось удалить аккаунт
wallet-connected = Кошелёк подключён
wallet-connected-hint = Теперь можно входить и с этим кошельком.
wallet-none = Кошелёк не найден
wallet-none-hint = Установите MetaMask или другой кошелёк в браузере и попробуйте снова.
wallet-connect-failed = Не удалось подключить кошелёк
profile-updated = Профиль обновлён
profile-updated-hint = Изменения профиля сохранены.
profile-update-failed = Не удалось обновить профиль
profile-update-failed-short = Ошибка обновления
tasks-loading-aria = Загрузка заданий

## the contract's field rules (names, usernames), for the server's field issues and the profile editor
field-required = Поле «{ $field }» обязательно
field-too-long = Поле «{ $field }» — не больше { $max } символов
auth-error-username-long = Имя пользователя — не больше { $max } символов
auth-error-username-chars = Имя пользователя может содержать только латинские буквы, цифры и подчёркивания
