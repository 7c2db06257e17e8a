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
home-daily-streak = Серия дней
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
referral-code = Реферальный код
referral-enter = Введите код
referral-applying = Применяем...
referral-apply = Применить код
referral-skip = Пропустить
